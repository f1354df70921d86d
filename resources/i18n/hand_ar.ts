<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar" sourcelanguage="en">
<context>
    <name>Errors</name>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="17"/>
        <source>That move is not understood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="18"/>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="19"/>
        <source>You cannot do that now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="20"/>
        <source>You took the fire card: open before you discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="22"/>
        <source>Open first: you may add to melds only after your side has opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="24"/>
        <source>That meld is not on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="25"/>
        <source>That card is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="26"/>
        <source>A meld may hold only one Joker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="27"/>
        <source>These cards are not a run or a set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="28"/>
        <source>That card does not fit this meld.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="29"/>
        <source>Only the card the Joker stands for can take its place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="31"/>
        <source>You may not open yet under this table&apos;s house rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="33"/>
        <source>Your melds do not reach the points needed to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="35"/>
        <source>You may not throw back the fire card or its twin this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="37"/>
        <source>You can take the fire card only if you can open with it now.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Finish</name>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="59"/>
        <source>Normal finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="60"/>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="61"/>
        <source>No contest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="62"/>
        <source>Coloured Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="63"/>
        <source>Joker Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="64"/>
        <source>Suited Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="65"/>
        <source>Double Joker Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="66"/>
        <source>Double Joker coloured Hand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../hand_desktop/ui/app.py" line="13"/>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/app.py" line="15"/>
        <source>The table is being built. The rules engine is ready.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchEnd</name>
    <message numerus="yes">
        <location filename="../../hand_desktop/ui/dialogs/round_summary.py" line="359"/>
        <source>%1 rounds and %n deciding round(s) played.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/new_game.py" line="44"/>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/new_game.py" line="45"/>
        <source>Computer (Easy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/new_game.py" line="46"/>
        <source>Computer (Medium)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/new_game.py" line="47"/>
        <source>Computer (Hard)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Scores</name>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="92"/>
        <source>%1 &amp; %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Variant</name>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="47"/>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="48"/>
        <source>Hand Partners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="49"/>
        <source>Saudi Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="50"/>
        <source>Saudi Hand Partners</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
