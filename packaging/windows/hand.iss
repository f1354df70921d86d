; Inno Setup 6 script of Hand: HandSetup-<version>.exe. Compiled by packaging/build.py:
;   ISCC /DAppVersion=0.1.0 /DBundleDir=...\dist\hand-desktop /DOutputDir=...\dist
;        /DIconFile=...\build\icons\hand-desktop.ico packaging\windows\hand.iss
;
; Per-user install without admin rights by default (the player may choose all users
; in the first dialog); Start-menu entry, optional desktop icon, .hand files open the
; game; the uninstaller keeps saved games unless the player asks to remove them; an
; all-users install adds a Windows Firewall rule for LAN play on private networks (a
; per-user install cannot: the lobby tells the host what to allow when Windows asks).
; An upgrade first removes the previous version's program files (their names change
; from one PyInstaller/Qt version to the next); the uninstaller removes every registry
; key it wrote, and no key anyone else shares.

#ifndef AppVersion
  #error Pass /DAppVersion=... (packaging/build.py does)
#endif
#define AppName "Hand"
#define AppExe "hand-desktop.exe"
#define ProgId "HandDesktop.Match"
#define FirewallRule "Hand (LAN play)"

[Setup]
AppId={{6E0B5C3A-2F4D-4B8E-9C61-7A9D3E2B1F05}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Hand developers
VersionInfoVersion={#AppVersion}
VersionInfoProductName={#AppName}
VersionInfoDescription={#AppName} setup
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
ChangesAssociations=yes
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName} {#AppVersion}
OutputDir={#OutputDir}
OutputBaseFilename=HandSetup-{#AppVersion}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
#ifdef SignWithHand
; packaging/build.py passes /Shand=<signtool command> when the signing secrets are set:
; the setup and the uninstaller it carries are Authenticode-signed.
SignTool=hand
SignedUninstaller=yes
#endif
ShowLanguageDialog=auto

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
#if FileExists(CompilerPath + "Languages\Arabic.isl")
Name: "ar"; MessagesFile: "compiler:Languages\Arabic.isl"
#endif

[CustomMessages]
en.RemoveSaves=Also remove your saved games and settings?%n%nChoose No to keep them for a later install.
en.FirewallNote=Allowing Hand through the Windows Firewall for LAN play on private networks...
#if FileExists(CompilerPath + "Languages\Arabic.isl")
ar.RemoveSaves=هل تريد أيضًا حذف مبارياتك المحفوظة وإعداداتك؟%n%nاختر «لا» للاحتفاظ بها لتثبيت لاحق.
ar.FirewallNote=السماح لهاند عبر جدار حماية ويندوز للعب على الشبكة المحلية الخاصة...
#endif

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; The previous version's program files: left in place they would mix two Qt versions.
Type: filesandordirs; Name: "{app}\_internal"
Type: files; Name: "{app}\{#AppExe}"

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; .hand saved matches open the game (HKA: the current user's or the machine's classes,
; following the install mode). Uninstalling removes our values, then the .hand keys when
; nothing else is left in them (another program may also have registered .hand), and the
; keys that are ours alone (the ProgId, Applications\hand-desktop.exe) whole.
Root: HKA; Subkey: "Software\Classes\.hand"; Flags: uninsdeletekeyifempty
Root: HKA; Subkey: "Software\Classes\.hand"; ValueType: string; ValueName: ""; ValueData: "{#ProgId}"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.hand\OpenWithProgids"; Flags: uninsdeletekeyifempty
Root: HKA; Subkey: "Software\Classes\.hand\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "Hand saved match"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".hand"; ValueData: ""

[Run]
; Only an all-users (administrator) install may add a firewall rule.
Filename: "{sys}\netsh.exe"; Parameters: "advfirewall firewall add rule name=""{#FirewallRule}"" dir=in action=allow program=""{app}\{#AppExe}"" enable=yes profile=private"; StatusMsg: "{cm:FirewallNote}"; Flags: runhidden; Check: IsAdminInstallMode
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallRun]
Filename: "{sys}\netsh.exe"; Parameters: "advfirewall firewall delete rule name=""{#FirewallRule}"" program=""{app}\{#AppExe}"""; Flags: runhidden; RunOnceId: "RemoveFirewallRule"; Check: IsAdminInstallMode

[Code]
// The saves live where the game keeps them (platformdirs: %LOCALAPPDATA%\hand-desktop).
// They are kept unless the player says to remove them; a silent uninstall keeps them.
procedure CurUninstallStepChanged(CurUninstallStep: TUninstallStep);
var
  Saves: String;
begin
  if CurUninstallStep = usPostUninstall then
  begin
    Saves := ExpandConstant('{localappdata}\hand-desktop');
    if DirExists(Saves) and not UninstallSilent then
      if SuppressibleMsgBox(CustomMessage('RemoveSaves'), mbConfirmation, MB_YESNO or MB_DEFBUTTON2, IDNO) = IDYES then
        DelTree(Saves, True, True, True);
  end;
end;
