<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Celebration</name>
    <message>
        <location filename="../../hand_desktop/ui/table/celebration.py" line="212"/>
        <source>Hand! Well played, %1</source>
        <translation>Hand! Well played, %1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/celebration.py" line="213"/>
        <source>%1 won the match!</source>
        <translation>%1 won the match!</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="339"/>
        <source>Your %1 let %2 go out.</source>
        <translation>Your %1 let %2 go out.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="340"/>
        <source>%1&apos;s %2 let %3 go out.</source>
        <translation>%1&apos;s %2 let %3 go out.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="341"/>
        <source>Your %1 let %2 open with %3 points.</source>
        <translation>Your %1 let %2 open with %3 points.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="342"/>
        <source>%1&apos;s %2 let %3 open with %4 points.</source>
        <translation>%1&apos;s %2 let %3 open with %4 points.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="343"/>
        <source>%1 was the safer throw.</source>
        <translation>%1 was the safer throw.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="344"/>
        <source>No chance missed in this round.</source>
        <translation>No chance missed in this round.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="345"/>
        <source>%n chance(s) missed, %1 points.</source>
        <translation>
            <numerusform>%n chance missed, %1 points.</numerusform>
            <numerusform>%n chances missed, %1 points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="346"/>
        <source>%n chance(s) missed.</source>
        <translation>
            <numerusform>%n chance missed.</numerusform>
            <numerusform>%n chances missed.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="347"/>
        <source> + </source>
        <translation> + </translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="348"/>
        <source>lay off %1</source>
        <translation>lay off %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="349"/>
        <source>the Joker back for %1</source>
        <translation>the Joker back for %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="350"/>
        <source>throw %1</source>
        <translation>throw %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="351"/>
        <source>You could have opened here with %1: %2 points.</source>
        <translation>You could have opened here with %1: %2 points.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="352"/>
        <source>%1 could have opened here with %2: %3 points.</source>
        <translation>%1 could have opened here with %2: %3 points.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="353"/>
        <source>Taking %1 from the fire, you could have opened with %2: %3 points.</source>
        <translation>Taking %1 from the fire, you could have opened with %2: %3 points.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="354"/>
        <source>Taking %1 from the fire, %2 could have opened with %3: %4 points.</source>
        <translation>Taking %1 from the fire, %2 could have opened with %3: %4 points.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="355"/>
        <source>You could have gone out here with a Hand: %1.</source>
        <translation>You could have gone out here with a Hand: %1.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="356"/>
        <source>%1 could have gone out here with a Hand: %2.</source>
        <translation>%1 could have gone out here with a Hand: %2.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="357"/>
        <source>You could have gone out here: %1.</source>
        <translation>You could have gone out here: %1.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="358"/>
        <source>%1 could have gone out here: %2.</source>
        <translation>%1 could have gone out here: %2.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="359"/>
        <source>Taking %1 from the fire, you could have gone out with a Hand: %2.</source>
        <translation>Taking %1 from the fire, you could have gone out with a Hand: %2.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="360"/>
        <source>Taking %1 from the fire, %2 could have gone out with a Hand: %3.</source>
        <translation>Taking %1 from the fire, %2 could have gone out with a Hand: %3.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="361"/>
        <source>Taking %1 from the fire, you could have gone out: %2.</source>
        <translation>Taking %1 from the fire, you could have gone out: %2.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="362"/>
        <source>Taking %1 from the fire, %2 could have gone out: %3.</source>
        <translation>Taking %1 from the fire, %2 could have gone out: %3.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="363"/>
        <source>You could have taken the Joker back for %1.</source>
        <translation>You could have taken the Joker back for %1.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="364"/>
        <source>%1 could have taken the Joker back for %2.</source>
        <translation>%1 could have taken the Joker back for %2.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="338"/>
        <source>%1 points better.</source>
        <translation>%1 points better.</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="27"/>
        <source>That move is not understood.</source>
        <translation>That move is not understood.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="28"/>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="29"/>
        <source>You cannot do that now.</source>
        <translation>You cannot do that now.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="30"/>
        <source>You took the fire card: open before you discard.</source>
        <translation>You took the fire card: open before you discard.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="32"/>
        <source>Open first: you may add to melds only after your side has opened.</source>
        <translation>Open first: you may add to melds only after your side has opened.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="34"/>
        <source>That meld is not on the table.</source>
        <translation>That meld is not on the table.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="35"/>
        <source>That card is not in your hand.</source>
        <translation>That card is not in your hand.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="36"/>
        <source>A meld may hold only one Joker.</source>
        <translation>A meld may hold only one Joker.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="37"/>
        <source>These cards are not a run or a set.</source>
        <translation>These cards are not a run or a set.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="38"/>
        <source>That card does not fit this meld.</source>
        <translation>That card does not fit this meld.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="39"/>
        <source>Only the card the Joker stands for can take its place.</source>
        <translation>Only the card the Joker stands for can take its place.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="41"/>
        <source>You may not open yet under this table&apos;s house rules.</source>
        <translation>You may not open yet under this table&apos;s house rules.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="43"/>
        <source>Your melds do not reach the points needed to open.</source>
        <translation>Your melds do not reach the points needed to open.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="45"/>
        <source>You may not throw back the fire card or its twin this turn.</source>
        <translation>You may not throw back the fire card or its twin this turn.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="47"/>
        <source>You can take the fire card only if you can open with it now.</source>
        <translation>You can take the fire card only if you can open with it now.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="95"/>
        <source>That move was refused.</source>
        <translation>That move was refused.</translation>
    </message>
</context>
<context>
    <name>Finish</name>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="21"/>
        <source>Normal finish</source>
        <translation>Normal finish</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="22"/>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="23"/>
        <source>No contest</source>
        <translation>No contest</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="24"/>
        <source>Coloured Hand</source>
        <translation>Coloured Hand</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="25"/>
        <source>Joker Hand</source>
        <translation>Joker Hand</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="26"/>
        <source>Suited Hand</source>
        <translation>Suited Hand</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="27"/>
        <source>Double Joker Hand</source>
        <translation>Double Joker Hand</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="28"/>
        <source>Double Joker coloured Hand</source>
        <translation>Double Joker coloured Hand</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../../hand_desktop/ui/review/words.py" line="62"/>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="54"/>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="62"/>
        <source>your %1 run</source>
        <translation>your %1 run</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="62"/>
        <source>%2&apos;s %1 run</source>
        <translation>%2&apos;s %1 run</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="65"/>
        <source>your set of %1s</source>
        <translation>your set of %1s</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="65"/>
        <source>%2&apos;s set of %1s</source>
        <translation>%2&apos;s set of %1s</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="73"/>
        <source>Add %1 to %2</source>
        <translation>Add %1 to %2</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="76"/>
        <source>Replace the Joker in %1 with your %2</source>
        <translation>Replace the Joker in %1 with your %2</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="79"/>
        <location filename="../../hand_desktop/ui/table/move_log.py" line="59"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="81"/>
        <source>Open with %1 (%2 points)</source>
        <translation>Open with %1 (%2 points)</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="81"/>
        <source>Lay %1</source>
        <translation>Lay %1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="84"/>
        <source>Discard %1</source>
        <translation>Discard %1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="86"/>
        <source>Draw from the stock</source>
        <translation>Draw from the stock</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="88"/>
        <source>Take the fire card %1</source>
        <translation>Take the fire card %1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="99"/>
        <source>you need it to open.</source>
        <translation>you need it to open.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="100"/>
        <source>your opening is better with it.</source>
        <translation>your opening is better with it.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="101"/>
        <source>with it you can go out at once, as a Hand!</source>
        <translation>with it you can go out at once, as a Hand!</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="102"/>
        <source>with it you can go out this turn.</source>
        <translation>with it you can go out this turn.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="103"/>
        <source>you can lay it on the table at once.</source>
        <translation>you can lay it on the table at once.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="111"/>
        <source>No hint right now.</source>
        <translation>No hint right now.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="114"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="117"/>
        <source>A Hand is possible: %1</source>
        <translation>A Hand is possible: %1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="117"/>
        <source>You can go out this turn: %1</source>
        <translation>You can go out this turn: %1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="121"/>
        <source>(your best melds: %1 of %2 points)</source>
        <translation>(your best melds: %1 of %2 points)</translation>
    </message>
</context>
<context>
    <name>HostLobby</name>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="453"/>
        <source>No join code: anyone on this network may join.</source>
        <translation>No join code: anyone on this network may join.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="454"/>
        <source>Join code</source>
        <translation>Join code</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="455"/>
        <source>This table is open on this computer only: another copy of Hand here joins at the address %1, port %2.</source>
        <translation>This table is open on this computer only: another copy of Hand here joins at the address %1, port %2.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="456"/>
        <source>Others join at this computer&apos;s address %1, port %2.</source>
        <translation>Others join at this computer&apos;s address %1, port %2.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="457"/>
        <source>This computer is on no network yet (port %1).</source>
        <translation>This computer is on no network yet (port %1).</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="458"/>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="459"/>
        <source>&amp;Close the table</source>
        <translation>&amp;Close the table</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="460"/>
        <source>Seat %1</source>
        <translation>Seat %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="461"/>
        <source>Waiting for a player…</source>
        <translation>Waiting for a player…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="462"/>
        <source>Player on the network</source>
        <translation>Player on the network</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="463"/>
        <source>Computer player instead</source>
        <translation>Computer player instead</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="464"/>
        <source>Computer player instead at seat %1</source>
        <translation>Computer player instead at seat %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="465"/>
        <source>Seats still free: %1</source>
        <translation>Seats still free: %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="466"/>
        <source>Everyone is here: press Start.</source>
        <translation>Everyone is here: press Start.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="467"/>
        <source>At this computer</source>
        <translation>At this computer</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="468"/>
        <source>Joined</source>
        <translation>Joined</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="469"/>
        <source>Joined, connection lost</source>
        <translation>Joined, connection lost</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="470"/>
        <source>Computer player (easy)</source>
        <translation>Computer player (easy)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="471"/>
        <source>Computer player (medium)</source>
        <translation>Computer player (medium)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="472"/>
        <source>Computer player (hard)</source>
        <translation>Computer player (hard)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="473"/>
        <source>Play only on a network you trust (the game is not encrypted).</source>
        <translation>Play only on a network you trust (the game is not encrypted).</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="474"/>
        <source>If Windows asks, allow Hand on private networks, so that others can join.</source>
        <translation>If Windows asks, allow Hand on private networks, so that others can join.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="475"/>
        <source>If nobody can join: Windows Security &gt; Firewall &amp; network protection &gt; Allow an app through firewall &gt; tick Private for Hand (as an administrator).</source>
        <translation>If nobody can join: Windows Security &gt; Firewall &amp; network protection &gt; Allow an app through firewall &gt; tick Private for Hand (as an administrator).</translation>
    </message>
</context>
<context>
    <name>Hosting</name>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="394"/>
        <source>The table could not be opened: this computer refused to listen on the network.

%1</source>
        <translation>The table could not be opened: this computer refused to listen on the network.

%1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="395"/>
        <source>Network table</source>
        <translation>Network table</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="396"/>
        <source>The network table that was in progress cannot be resumed, and its files could not be set aside either (their folder %1 refuses changes). They are left as they are.

%2</source>
        <translation>The network table that was in progress cannot be resumed, and its files could not be set aside either (their folder %1 refuses changes). They are left as they are.

%2</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="397"/>
        <source>The network table that was in progress cannot be resumed; its files were set aside.

%1</source>
        <translation>The network table that was in progress cannot be resumed; its files were set aside.

%1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="398"/>
        <source>A network table you were hosting was in progress (%1, %2). Resume it? Its players come back by themselves.</source>
        <translation>A network table you were hosting was in progress (%1, %2). Resume it? Its players come back by themselves.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="399"/>
        <source>&amp;Network table</source>
        <translation>&amp;Network table</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="400"/>
        <source>Deal the &amp;next round now</source>
        <translation>Deal the &amp;next round now</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="401"/>
        <source>A computer player plays for %1</source>
        <translation>A computer player plays for %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="393"/>
        <location filename="../../hand_desktop/ui/main_window.py" line="867"/>
        <source>Host a table</source>
        <translation>Host a table</translation>
    </message>
</context>
<context>
    <name>HotSeat</name>
    <message>
        <location filename="../../hand_desktop/ui/table/scene.py" line="516"/>
        <source>Pass to %1</source>
        <translation>Pass to %1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/scene.py" line="517"/>
        <source>Every hand is hidden. %1, click here when you are ready.</source>
        <translation>Every hand is hidden. %1, click here when you are ready.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="240"/>
        <source>&amp;Show My Cards</source>
        <translation>&amp;Show My Cards</translation>
    </message>
</context>
<context>
    <name>HouseRules</name>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="509"/>
        <source>Each opening must beat the previous one by at least a point.</source>
        <translation>Each opening must beat the previous one by at least a point.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="510"/>
        <source>Openings do not rise: every opening needs the same points.</source>
        <translation>Openings do not rise: every opening needs the same points.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="508"/>
        <source>An opening needs %1 points (the standard is %2).</source>
        <translation>An opening needs %1 points (the standard is %2).</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="511"/>
        <source>Nobody may open before %1 cards have been thrown this round (a Hand is exempt).</source>
        <translation>Nobody may open before %1 cards have been thrown this round (a Hand is exempt).</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="512"/>
        <source>You may open only in a turn in which you took the previous player&apos;s discard.</source>
        <translation>You may open only in a turn in which you took the previous player&apos;s discard.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="513"/>
        <source>A Hand need not reach the opening threshold.</source>
        <translation>A Hand need not reach the opening threshold.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="514"/>
        <source>A low Ace (A 2 3) counts %1 in an opening.</source>
        <translation>A low Ace (A 2 3) counts %1 in an opening.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="515"/>
        <source>The twin of the fire card you took may be thrown in the same turn.</source>
        <translation>The twin of the fire card you took may be thrown in the same turn.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="516"/>
        <source>Going out always ends with a throw onto the fire pile.</source>
        <translation>Going out always ends with a throw onto the fire pile.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="517"/>
        <source>The stock is never rebuilt: when it runs out, the round has no result.</source>
        <translation>The stock is never rebuilt: when it runs out, the round has no result.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="518"/>
        <source>The stock is rebuilt from the fire pile at most %n time(s) a round (the standard is %1).</source>
        <translation>
            <numerusform>The stock is rebuilt from the fire pile at most %n time a round (the standard is %1).</numerusform>
            <numerusform>The stock is rebuilt from the fire pile at most %n times a round (the standard is %1).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="521"/>
        <source>Gulf score table: coloured, suited and Joker Hands score more, a Joker left in hand costs %1, and going out always ends with a throw.</source>
        <translation>Gulf score table: coloured, suited and Joker Hands score more, a Joker left in hand costs %1, and going out always ends with a throw.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="519"/>
        <source>A Joker left in hand costs %1 points.</source>
        <translation>A Joker left in hand costs %1 points.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="520"/>
        <source>The partner of the player who went out pays nothing.</source>
        <translation>The partner of the player who went out pays nothing.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="522"/>
        <source>Standard rules</source>
        <translation>Standard rules</translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="523"/>
        <source>%n house rule(s)</source>
        <translation>
            <numerusform>%n house rule</numerusform>
            <numerusform>%n house rules</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="524"/>
        <source>House rules at this table:</source>
        <translation>House rules at this table:</translation>
    </message>
</context>
<context>
    <name>HouseRulesPanel</name>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="10"/>
        <source>Your own choices</source>
        <translation>Your own choices</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="11"/>
        <source>Name of the rule set (for example “Our family rules”):</source>
        <translation>Name of the rule set (for example “Our family rules”):</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="12"/>
        <source>Save these rules as</source>
        <translation>Save these rules as</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="13"/>
        <source>The rule set could not be saved.

%1</source>
        <translation>The rule set could not be saved.

%1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="14"/>
        <source>Rename the rule set</source>
        <translation>Rename the rule set</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="15"/>
        <source>Delete the rule set</source>
        <translation>Delete the rule set</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="16"/>
        <source>Delete the rule set “%1”? The rules chosen now stay.</source>
        <translation>Delete the rule set “%1”? The rules chosen now stay.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="17"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="18"/>
        <source>Set by the Gulf score table: a Joker left in hand costs %1 and going out ends with a throw.</source>
        <translation>Set by the Gulf score table: a Joker left in hand costs %1 and going out ends with a throw.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="19"/>
        <source>Only in the partner variants.</source>
        <translation>Only in the partner variants.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="20"/>
        <source>&amp;House rules</source>
        <translation>&amp;House rules</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="21"/>
        <source>R&amp;ule set:</source>
        <translation>R&amp;ule set:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="22"/>
        <source>A rule set holds how the game is played: Saudi or not, and every house rule. The rounds and the players are chosen above.</source>
        <translation>A rule set holds how the game is played: Saudi or not, and every house rule. The rounds and the players are chosen above.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="23"/>
        <source>Save these rules &amp;as…</source>
        <translation>Save these rules &amp;as…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="24"/>
        <source>Rena&amp;me…</source>
        <translation>Rena&amp;me…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="25"/>
        <source>&amp;Delete</source>
        <translation>&amp;Delete</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="26"/>
        <source>Opening</source>
        <translation>Opening</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="27"/>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="28"/>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="29"/>
        <source>%1 (standard)</source>
        <translation>%1 (standard)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="30"/>
        <source>&amp;Opening needs:</source>
        <translation>&amp;Opening needs:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="31"/>
        <source>Openings r&amp;ise: each must beat the previous one</source>
        <translation>Openings r&amp;ise: each must beat the previous one</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="32"/>
        <source>No opening &amp;before:</source>
        <translation>No opening &amp;before:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="33"/>
        <source>Open only after &amp;taking the previous player&apos;s discard</source>
        <translation>Open only after &amp;taking the previous player&apos;s discard</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="34"/>
        <source>A Hand is &amp;exempt from the threshold</source>
        <translation>A Hand is &amp;exempt from the threshold</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="35"/>
        <source>Low A&amp;ce in an opening:</source>
        <translation>Low A&amp;ce in an opening:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="36"/>
        <source>The fire card&apos;s t&amp;win may be thrown</source>
        <translation>The fire card&apos;s t&amp;win may be thrown</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="37"/>
        <source>&amp;Final throw required to go out</source>
        <translation>&amp;Final throw required to go out</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="38"/>
        <source>Stoc&amp;k rebuilt at most:</source>
        <translation>Stoc&amp;k rebuilt at most:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="39"/>
        <source>&amp;Gulf score table</source>
        <translation>&amp;Gulf score table</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="40"/>
        <source>&amp;Joker left in hand:</source>
        <translation>&amp;Joker left in hand:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="41"/>
        <source>&amp;Partner of the one who went out:</source>
        <translation>&amp;Partner of the one who went out:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="42"/>
        <source>The least your first lay-down of a round must be worth.</source>
        <translation>The least your first lay-down of a round must be worth.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="43"/>
        <source>Every opening needs a point more than the last one. Standard: on in Saudi Hand, off otherwise.</source>
        <translation>Every opening needs a point more than the last one. Standard: on in Saudi Hand, off otherwise.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="44"/>
        <source>A wait, in cards thrown this round, before anyone may open (a Hand is exempt).</source>
        <translation>A wait, in cards thrown this round, before anyone may open (a Hand is exempt).</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="45"/>
        <source>You open in a turn that began by taking the card the previous player threw. Standard: off.</source>
        <translation>You open in a turn that began by taking the card the previous player threw. Standard: off.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="46"/>
        <source>A Hand may go out even when its melds fall short of the threshold. Standard: off.</source>
        <translation>A Hand may go out even when its melds fall short of the threshold. Standard: off.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="47"/>
        <source>What the Ace of A 2 3 is worth in an opening (left in hand it costs 11).</source>
        <translation>What the Ace of A 2 3 is worth in an opening (left in hand it costs 11).</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="48"/>
        <source>After taking the fire card you may throw its other copy in the same turn. Standard: off.</source>
        <translation>After taking the fire card you may throw its other copy in the same turn. Standard: off.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="49"/>
        <source>Laying your last cards is not enough: you must end with a throw. Standard: off.</source>
        <translation>Laying your last cards is not enough: you must end with a throw. Standard: off.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="50"/>
        <source>How often an empty stock is rebuilt from the fire pile before the round ends with no result.</source>
        <translation>How often an empty stock is rebuilt from the fire pile before the round ends with no result.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="51"/>
        <source>Coloured, suited and Joker Hands score more. Standard: off.</source>
        <translation>Coloured, suited and Joker Hands score more. Standard: off.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="52"/>
        <source>What a Joker left in your hand costs at the end of a round.</source>
        <translation>What a Joker left in your hand costs at the end of a round.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="53"/>
        <source>What the partner of the player who went out pays.</source>
        <translation>What the partner of the player who went out pays.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="54"/>
        <source>No wait</source>
        <translation>No wait</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="55"/>
        <source>%1 cards are thrown</source>
        <translation>%1 cards are thrown</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="56"/>
        <source>Never</source>
        <translation>Never</translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="57"/>
        <source>%n time(s)</source>
        <translation>
            <numerusform>%n time</numerusform>
            <numerusform>%n times</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="58"/>
        <source>The value of their hand</source>
        <translation>The value of their hand</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="59"/>
        <source>Nothing</source>
        <translation>Nothing</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="60"/>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
</context>
<context>
    <name>Join</name>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="86"/>
        <source>That join code is not right. Type the code shown on the host&apos;s screen.</source>
        <translation>That join code is not right. Type the code shown on the host&apos;s screen.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="88"/>
        <source>This table has no free seat.</source>
        <translation>This table has no free seat.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="450"/>
        <source>This table was opened with Hand %1, which plays over the network in another way. Use the same version of Hand on both computers.</source>
        <translation>This table was opened with Hand %1, which plays over the network in another way. Use the same version of Hand on both computers.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="82"/>
        <source>This table was opened with another version of Hand. Use the same version on both computers.</source>
        <translation>This table was opened with another version of Hand. Use the same version on both computers.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="89"/>
        <source>Too many wrong codes were tried from this computer. Wait half a minute, then try again.</source>
        <translation>Too many wrong codes were tried from this computer. Wait half a minute, then try again.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="84"/>
        <source>The host no longer keeps your seat: the table was opened afresh.</source>
        <translation>The host no longer keeps your seat: the table was opened afresh.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="91"/>
        <source>Your seat was taken up on another computer, or the host gave it to someone else.</source>
        <translation>Your seat was taken up on another computer, or the host gave it to someone else.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="451"/>
        <source>No table answered at %1. Check the address, and that the host&apos;s table is open and allowed through its firewall.</source>
        <translation>No table answered at %1. Check the address, and that the host&apos;s table is open and allowed through its firewall.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="452"/>
        <source>The host closed the table, or cannot be reached any more.</source>
        <translation>The host closed the table, or cannot be reached any more.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="402"/>
        <source>%1, computer player (easy)</source>
        <translation>%1, computer player (easy)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="403"/>
        <source>%1, computer player (medium)</source>
        <translation>%1, computer player (medium)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="404"/>
        <source>%1, computer player (hard)</source>
        <translation>%1, computer player (hard)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="405"/>
        <source>free seat, waiting for a player</source>
        <translation>free seat, waiting for a player</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="406"/>
        <source>%1, at the host&apos;s computer</source>
        <translation>%1, at the host&apos;s computer</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="407"/>
        <source>%1, not connected</source>
        <translation>%1, not connected</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="408"/>
        <source>%1, connected</source>
        <translation>%1, connected</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="409"/>
        <source>%1 (you)</source>
        <translation>%1 (you)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="410"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="411"/>
        <source>A table</source>
        <translation>A table</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="412"/>
        <source>%1 (needs Hand %2)</source>
        <translation>%1 (needs Hand %2)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="413"/>
        <source>code needed</source>
        <translation>code needed</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="414"/>
        <source>no code</source>
        <translation>no code</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="415"/>
        <source>This table needs Hand %1 (network version %2).</source>
        <translation>This table needs Hand %1 (network version %2).</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="416"/>
        <source>“%1” is not an address. Type one such as 192.168.1.20 or 192.168.1.20:47123.</source>
        <translation>“%1” is not an address. Type one such as 192.168.1.20 or 192.168.1.20:47123.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="417"/>
        <source>Rejoining your seat…</source>
        <translation>Rejoining your seat…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="418"/>
        <source>Connecting…</source>
        <translation>Connecting…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="419"/>
        <source>This computer forgets that seat. To play at that table again, join it with its code.</source>
        <translation>This computer forgets that seat. To play at that table again, join it with its code.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="420"/>
        <source>Reconnecting…</source>
        <translation>Reconnecting…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="421"/>
        <source>You are at the table. Waiting for the host to start the match…</source>
        <translation>You are at the table. Waiting for the host to start the match…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="422"/>
        <source>Tables found on this network:</source>
        <translation>Tables found on this network:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="423"/>
        <source>Searching for more tables…</source>
        <translation>Searching for more tables…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="424"/>
        <source>Searching for tables on this network…</source>
        <translation>Searching for tables on this network…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="425"/>
        <source>No table found yet.</source>
        <translation>No table found yet.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="426"/>
        <source>Join a table</source>
        <translation>Join a table</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="427"/>
        <source>Choose a table opened on another computer of this network, or type the address the host&apos;s screen shows.</source>
        <translation>Choose a table opened on another computer of this network, or type the address the host&apos;s screen shows.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="428"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="429"/>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="430"/>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="431"/>
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="432"/>
        <source>Free seats</source>
        <translation>Free seats</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="433"/>
        <source>Join code</source>
        <translation>Join code</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="434"/>
        <source>&amp;Search again</source>
        <translation>&amp;Search again</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="435"/>
        <source>&amp;Next</source>
        <translation>&amp;Next</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="436"/>
        <source>Join by &amp;address:</source>
        <translation>Join by &amp;address:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="437"/>
        <source>&amp;Join</source>
        <translation>&amp;Join</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="438"/>
        <source>Rejoining %1</source>
        <translation>Rejoining %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="439"/>
        <source>Joining %1</source>
        <translation>Joining %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="440"/>
        <source>Your &amp;name:</source>
        <translation>Your &amp;name:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="441"/>
        <source>Join &amp;code:</source>
        <translation>Join &amp;code:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="442"/>
        <source>This table needs no code: leave it empty.</source>
        <translation>This table needs no code: leave it empty.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="443"/>
        <source>The six characters shown on the host&apos;s screen (leave it empty if the host turned the code off).</source>
        <translation>The six characters shown on the host&apos;s screen (leave it empty if the host turned the code off).</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="444"/>
        <source>&amp;Back</source>
        <translation>&amp;Back</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="445"/>
        <source>The table</source>
        <translation>The table</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="446"/>
        <source>The table at %1</source>
        <translation>The table at %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="447"/>
        <source>&amp;Leave the table</source>
        <translation>&amp;Leave the table</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="448"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="449"/>
        <source>The match starts when the host starts it. Traffic on the network is not encrypted: play only on a network you trust.</source>
        <translation>The match starts when the host starts it. Traffic on the network is not encrypted: play only on a network you trust.</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="179"/>
        <source>Your lesson progress could not be read, so every lesson shows as not done yet.</source>
        <translation>Your lesson progress could not be read, so every lesson shows as not done yet.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="180"/>
        <source>The file was kept as %1 so nothing is lost.</source>
        <translation>The file was kept as %1 so nothing is lost.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="181"/>
        <source>The file %1 could not be moved aside.</source>
        <translation>The file %1 could not be moved aside.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="182"/>
        <source>Reason: %1</source>
        <translation>Reason: %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="183"/>
        <source>This lesson is over: choose what to do next above the table.</source>
        <translation>This lesson is over: choose what to do next above the table.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="184"/>
        <source>In a game that move is allowed, but this lesson needs another one first: follow the guide above the table.</source>
        <translation>In a game that move is allowed, but this lesson needs another one first: follow the guide above the table.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="188"/>
        <source>&amp;Start the lesson</source>
        <translation>&amp;Start the lesson</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="189"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="190"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="191"/>
        <source>(done)</source>
        <translation>(done)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="192"/>
        <source>This lesson could not be set up: its file is missing or damaged. Reinstalling Hand brings it back.</source>
        <translation>This lesson could not be set up: its file is missing or damaged. Reinstalling Hand brings it back.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="193"/>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="194"/>
        <source>Well done: that is the whole lesson.</source>
        <translation>Well done: that is the whole lesson.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="195"/>
        <source>Step %1 of %2</source>
        <translation>Step %1 of %2</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="196"/>
        <source>Your progress could not be saved, so this lesson will show as not done next time.
%1</source>
        <translation>Your progress could not be saved, so this lesson will show as not done next time.
%1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="197"/>
        <source>This round: %1</source>
        <translation>This round: %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="198"/>
        <source>Start &amp;again</source>
        <translation>Start &amp;again</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="199"/>
        <source>All &amp;lessons</source>
        <translation>All &amp;lessons</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="200"/>
        <source>&amp;Next lesson</source>
        <translation>&amp;Next lesson</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="201"/>
        <source>&amp;Play a match now</source>
        <translation>&amp;Play a match now</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="186"/>
        <source>Learn to play</source>
        <translation>Learn to play</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="185"/>
        <source>Not quite: read the guide above the table and try again.</source>
        <translation>Not quite: read the guide above the table and try again.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="187"/>
        <source>Six short lessons, each at a prepared table. The game checks every move with the real rules; when one is refused, a hint says why. Choose a lesson and press Enter.</source>
        <translation>Six short lessons, each at a prepared table. The game checks every move with the real rules; when one is refused, a hint says why. Choose a lesson and press Enter.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="17"/>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="18"/>
        <source>Ali</source>
        <translation>Ali</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="19"/>
        <source>Huda</source>
        <translation>Huda</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="20"/>
        <source>Omar</source>
        <translation>Omar</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="27"/>
        <source>Runs and sets</source>
        <translation>Runs and sets</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="28"/>
        <source>What a meld is, a Joker in a meld, and what each card counts.</source>
        <translation>What a meld is, a Joker in a meld, and what each card counts.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="32"/>
        <source>A run is three or more cards of one suit, in a row. You opened earlier this round, so you may lay melds now: put %1 in the prepared area (drag them there, or select them with Space and press M), then press Submit melds.</source>
        <translation>A run is three or more cards of one suit, in a row. You opened earlier this round, so you may lay melds now: put %1 in the prepared area (drag them there, or select them with Space and press M), then press Submit melds.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="39"/>
        <source>Those cards are not a meld: a run keeps to one suit, with ranks in a row, like %1.</source>
        <translation>Those cards are not a meld: a run keeps to one suit, with ranks in a row, like %1.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="44"/>
        <source>A set is three or four cards of one rank, each of a different suit. Lay the set %1.</source>
        <translation>A set is three or four cards of one rank, each of a different suit. Lay the set %1.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="49"/>
        <source>A set needs cards of one rank, each of another suit, like %1.</source>
        <translation>A set needs cards of one rank, each of another suit, like %1.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="53"/>
        <source>A Joker stands for the one card a meld is missing. Lay %1: a run in which the Joker is %2 or %3, and counts as that card.</source>
        <translation>A Joker stands for the one card a meld is missing. Lay %1: a run in which the Joker is %2 or %3, and counts as that card.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="59"/>
        <source>The Joker fills one gap; the other cards must still fit together: %1.</source>
        <translation>The Joker fills one gap; the other cards must still fit together: %1.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="63"/>
        <source>A run is one suit with ranks in a row; an Ace sits at either end (A-2-3 or Q-K-A, never K-A-2). A set is one rank in different suits. A meld holds at most one Joker.

In a meld, 2 to 10 count their number, J, Q and K count 10, an Ace 11 (1 at the low end of A-2-3) and a Joker the card it stands for. Cards still in your hand when someone goes out count against you, a Joker 15.</source>
        <translation>A run is one suit with ranks in a row; an Ace sits at either end (A-2-3 or Q-K-A, never K-A-2). A set is one rank in different suits. A meld holds at most one Joker.

In a meld, 2 to 10 count their number, J, Q and K count 10, an Ace 11 (1 at the low end of A-2-3) and a Joker the card it stands for. Cards still in your hand when someone goes out count against you, a Joker 15.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="75"/>
        <source>Opening</source>
        <translation>Opening</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="76"/>
        <source>Your first lay-down: the prepared area, the counter, reaching 51.</source>
        <translation>Your first lay-down: the prepared area, the counter, reaching 51.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="80"/>
        <source>Every turn starts with a draw. Draw the top card of the stock: click the stock, or press D.</source>
        <translation>Every turn starts with a draw. Draw the top card of the stock: click the stock, or press D.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="84"/>
        <source>You could not open with that fire card, so it stays there: draw from the stock.</source>
        <translation>You could not open with that fire card, so it stays there: draw from the stock.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="89"/>
        <source>Before you lay anything you must open: one lay-down worth 51 points or more. Put %1 and %2 in the prepared area; the counter there adds them up. When it says enough, press Submit melds (Ctrl+Enter).</source>
        <translation>Before you lay anything you must open: one lay-down worth 51 points or more. Put %1 and %2 in the prepared area; the counter there adds them up. When it says enough, press Submit melds (Ctrl+Enter).</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="96"/>
        <source>Not enough yet: the opening must reach 51 in one lay-down. Put the set %2 in with the run, and the counter shows 51.</source>
        <translation>Not enough yet: the opening must reach 51 in one lay-down. Put the set %2 in with the run, and the counter shows 51.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="101"/>
        <source>You are open. End your turn by throwing a card you do not need, %1 for example: select it and press X, or drag it onto the fire pile.</source>
        <translation>You are open. End your turn by throwing a card you do not need, %1 for example: select it and press X, or drag it onto the fire pile.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="107"/>
        <source>Your opening is one lay-down of 51 points or more, all from your hand, all at once. Build it in the prepared area first: the counter says when it is enough.

Until you have opened you may not add to the melds on the table. Once open, there is no threshold any more.</source>
        <translation>Your opening is one lay-down of 51 points or more, all from your hand, all at once. Build it in the prepared area first: the counter says when it is enough.

Until you have opened you may not add to the melds on the table. Once open, there is no threshold any more.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="118"/>
        <source>The fire card</source>
        <translation>The fire card</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="119"/>
        <source>Taking it obliges you to open this turn, and you may not throw it back.</source>
        <translation>Taking it obliges you to open this turn, and you may not throw it back.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="123"/>
        <source>The %1 on top of the fire pile would give you a set with %2, and with %3 that makes 59: an opening. Take the fire card: click it, or press F.</source>
        <translation>The %1 on top of the fire pile would give you a set with %2, and with %3 that makes 59: an opening. Take the fire card: click it, or press F.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="130"/>
        <source>You took the fire card before opening, so you must open in this same turn. Open now with %1 and %2.</source>
        <translation>You took the fire card before opening, so you must open in this same turn. Open now with %1 and %2.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="137"/>
        <source>No discarding yet: whoever takes the fire card before opening must open first. Lay %1 and %2.</source>
        <translation>No discarding yet: whoever takes the fire card before opening must open first. Lay %1 and %2.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="140"/>
        <source>Lay both melds together: 29 and 30 make 59.</source>
        <translation>Lay both melds together: 29 and 30 make 59.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="145"/>
        <source>Now throw a card to end your turn. A card taken from the fire pile, and its twin, may never go straight back in the same turn; any other card may, %1 for example.</source>
        <translation>Now throw a card to end your turn. A card taken from the fire pile, and its twin, may never go straight back in the same turn; any other card may, %1 for example.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="150"/>
        <source>The fire card and its twin stay with you this turn: throw another card.</source>
        <translation>The fire card and its twin stay with you this turn: throw another card.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="154"/>
        <source>Everyone sees the whole fire pile, but only its top card can be taken.

Before you have opened, you may take it only if you can open with it, and then you must open in that same turn. Whoever takes it may not throw it, or its twin, back in the same turn.</source>
        <translation>Everyone sees the whole fire pile, but only its top card can be taken.

Before you have opened, you may take it only if you can open with it, and then you must open in that same turn. Whoever takes it may not throw it, or its twin, back in the same turn.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="164"/>
        <source>After opening</source>
        <translation>After opening</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="165"/>
        <source>Add to any meld, and take a Joker back with the card it stands for.</source>
        <translation>Add to any meld, and take a Joker back with the card it stands for.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="169"/>
        <source>Once you have opened you may add cards to any meld on the table, even Ali&apos;s. Add %1 to Ali&apos;s run %2: drag it onto the run, or select it, move to the run with the arrow keys and press Enter.</source>
        <translation>Once you have opened you may add cards to any meld on the table, even Ali&apos;s. Add %1 to Ali&apos;s run %2: drag it onto the run, or select it, move to the run with the arrow keys and press Enter.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="175"/>
        <source>That card does not continue the run: %1 comes next after %2.</source>
        <translation>That card does not continue the run: %1 comes next after %2.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="179"/>
        <source>The Joker in %1 stands for %2, and you hold %2: put it on that meld and the Joker comes back to your hand.</source>
        <translation>The Joker in %1 stands for %2, and you hold %2: put it on that meld and the Joker comes back to your hand.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="185"/>
        <source>Only the card the Joker stands for takes it back, and here that is %2.</source>
        <translation>Only the card the Joker stands for takes it back, and here that is %2.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="187"/>
        <source>That card does not fit the meld. The Joker stands for %2: put %2 on it.</source>
        <translation>That card does not fit the meld. The Joker stands for %2: put %2 on it.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="192"/>
        <source>The Joker is yours again, to use this same turn. Lay it with %1 as a run of hearts.</source>
        <translation>The Joker is yours again, to use this same turn. Lay it with %1 as a run of hearts.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="197"/>
        <source>Put the Joker with %1 to make a run.</source>
        <translation>Put the Joker with %1 to make a run.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="201"/>
        <source>Once open, in the same turn and later, you may lay new melds, add cards to any meld on the table (yours, your partner&apos;s or an opponent&apos;s) and take a Joker back by putting in the card it stands for.

A Joker taken back is best used at once: left in your hand when the round ends, it costs 15.</source>
        <translation>Once open, in the same turn and later, you may lay new melds, add cards to any meld on the table (yours, your partner&apos;s or an opponent&apos;s) and take a Joker back by putting in the card it stands for.

A Joker taken back is best used at once: left in your hand when the round ends, it costs 15.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="212"/>
        <source>Going out, and the Hand</source>
        <translation>Going out, and the Hand</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="213"/>
        <source>Everything down in one turn, without touching others&apos; melds: −60.</source>
        <translation>Everything down in one turn, without touching others&apos; melds: −60.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="247"/>
        <source>Putting %1 on Ali&apos;s meld would go out too, but as a normal finish (−30): throw it on the fire pile for a Hand.</source>
        <translation>Putting %1 on Ali&apos;s meld would go out too, but as a normal finish (−30): throw it on the fire pile for a Hand.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="252"/>
        <source>The round ends the moment a player&apos;s hand is empty. Points are penalties, lower is better: going out scores −30, the others pay what they hold, or 100 if they never opened.

A Hand is going out in one turn with everything, having laid nothing before and touched no one else&apos;s meld: −60 for you, and the others pay double, 200 if they had not opened.</source>
        <translation>The round ends the moment a player&apos;s hand is empty. Points are penalties, lower is better: going out scores −30, the others pay what they hold, or 100 if they never opened.

A Hand is going out in one turn with everything, having laid nothing before and touched no one else&apos;s meld: −60 for you, and the others pay double, 200 if they had not opened.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="217"/>
        <source>You have laid nothing this round, and your cards nearly fit together. Draw from the stock (D).</source>
        <translation>You have laid nothing this round, and your cards nearly fit together. Draw from the stock (D).</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="223"/>
        <source>All your cards but one make melds: %1, %2, %3 and %4. Lay them all in this turn; together they are your opening too (102 points).</source>
        <translation>All your cards but one make melds: %1, %2, %3 and %4. Lay them all in this turn; together they are your opening too (102 points).</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="232"/>
        <source>Before you open you may not touch the melds on the table, and for a Hand you must not touch anyone else&apos;s at all: lay your own melds.</source>
        <translation>Before you open you may not touch the melds on the table, and for a Hand you must not touch anyone else&apos;s at all: lay your own melds.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="235"/>
        <source>Your first lay-down must reach 51: put two or more melds in it.</source>
        <translation>Your first lay-down must reach 51: put two or more melds in it.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="238"/>
        <source>Adding to Ali&apos;s meld is allowed, but then it is no longer a Hand: keep to your own melds.</source>
        <translation>Adding to Ali&apos;s meld is allowed, but then it is no longer a Hand: keep to your own melds.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="243"/>
        <source>Throw your last card, %1, to go out. Everything went down in one turn and you touched nobody else&apos;s meld: that is a Hand.</source>
        <translation>Throw your last card, %1, to go out. Everything went down in one turn and you touched nobody else&apos;s meld: that is a Hand.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="263"/>
        <source>Saudi Hand and partners</source>
        <translation>Saudi Hand and partners</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="264"/>
        <source>The rising threshold, team openings and team totals.</source>
        <translation>The rising threshold, team openings and team totals.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="268"/>
        <source>Saudi Hand with partners: Huda, opposite you, is your partner. Ali&apos;s team opened with 58, and every later opening must beat the last one, so you need 59. Open with %1 and %2; the counter shows the target.</source>
        <translation>Saudi Hand with partners: Huda, opposite you, is your partner. Ali&apos;s team opened with 58, and every later opening must beat the last one, so you need 59. Open with %1 and %2; the counter shows the target.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="275"/>
        <source>51 would do in plain Hand, but here the last opening was 58: you need 59 or more. Keep the whole run %1.</source>
        <translation>51 would do in plain Hand, but here the last opening was 58: you need 59 or more. Keep the whole run %1.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="280"/>
        <source>Your team is open now, you and Huda both: she may lay melds freely, with no threshold. Throw a card to end your turn, %1 for example.</source>
        <translation>Your team is open now, you and Huda both: she may lay melds freely, with no threshold. Throw a card to end your turn, %1 for example.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="286"/>
        <source>Saudi Hand: the first opening of a round needs 51, and each later one must beat the last opening (after 58 comes 59, after 61 comes 62).

Partners sit opposite each other. The first opening by either partner opens the team, and at the end of each round the two partners&apos; points are added: the team with the lower total wins the match.</source>
        <translation>Saudi Hand: the first opening of a round needs 51, and each later one must beat the last opening (after 58 comes 59, after 61 comes 62).

Partners sit opposite each other. The first opening by either partner opens the team, and at the end of each round the two partners&apos; points are added: the team with the lower total wins the match.</translation>
    </message>
</context>
<context>
    <name>Licences</name>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="4"/>
        <source>&amp;Licences and notices...</source>
        <translation>&amp;Licences and notices...</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="5"/>
        <source>This copy of Hand lacks the file %1 (%2). The same text is in the game&apos;s source code and in every installer.</source>
        <translation>This copy of Hand lacks the file %1 (%2). The same text is in the game&apos;s source code and in every installer.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="6"/>
        <source>Licences</source>
        <translation>Licences</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="7"/>
        <source>Hand is free software: you may share it and change it under the GNU General Public License, version 3 or any later version. It comes with no warranty.

It carries other free software, each under its own licence: Qt and Qt for Python (PySide6, Shiboken6) under the GNU LGPL version 3, the Noto Sans Arabic font under the SIL Open Font License, platformdirs, Python and others. The notices below name them all, say where their source code is, and give the licences in full (in English).</source>
        <translation>Hand is free software: you may share it and change it under the GNU General Public License, version 3 or any later version. It comes with no warranty.

It carries other free software, each under its own licence: Qt and Qt for Python (PySide6, Shiboken6) under the GNU LGPL version 3, the Noto Sans Arabic font under the SIL Open Font License, platformdirs, Python and others. The notices below name them all, say where their source code is, and give the licences in full (in English).</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="8"/>
        <source>Third-party notices</source>
        <translation>Third-party notices</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="9"/>
        <source>Hand&apos;s licence (GNU GPL)</source>
        <translation>Hand&apos;s licence (GNU GPL)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="207"/>
        <location filename="../../hand_desktop/ui/app.py" line="160"/>
        <location filename="../../hand_desktop/ui/selftest.py" line="174"/>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="208"/>
        <source>The rummy of the Gulf: two decks, two Jokers, fourteen cards each.</source>
        <translation>The rummy of the Gulf: two decks, two Jokers, fourteen cards each.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="211"/>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="212"/>
        <source>&amp;Resume the match in progress</source>
        <translation>&amp;Resume the match in progress</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="213"/>
        <source>&amp;Open a saved match…</source>
        <translation>&amp;Open a saved match…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="216"/>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="217"/>
        <source>&amp;Move</source>
        <translation>&amp;Move</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="218"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="219"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="220"/>
        <source>&amp;New…</source>
        <translation>&amp;New…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="222"/>
        <source>&amp;Watch the computer play</source>
        <translation>&amp;Watch the computer play</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="223"/>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="225"/>
        <source>Save a &amp;copy…</source>
        <translation>Save a &amp;copy…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="226"/>
        <source>&amp;Resume</source>
        <translation>&amp;Resume</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="228"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Score sheet</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="230"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="231"/>
        <source>&amp;Rules</source>
        <translation>&amp;Rules</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="214"/>
        <source>&amp;Learn to play…</source>
        <translation>&amp;Learn to play…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="209"/>
        <source>&amp;Play now</source>
        <translation>&amp;Play now</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="210"/>
        <source>You and three computer players (Medium), standard rules, 5 rounds</source>
        <translation>You and three computer players (Medium), standard rules, 5 rounds</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="215"/>
        <source>&amp;Join a table on the network…</source>
        <translation>&amp;Join a table on the network…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="221"/>
        <source>&amp;Host a table…</source>
        <translation>&amp;Host a table…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="224"/>
        <source>Re&amp;view a saved match…</source>
        <translation>Re&amp;view a saved match…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="227"/>
        <source>&amp;Join a table…</source>
        <translation>&amp;Join a table…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="229"/>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistics</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="232"/>
        <source>&amp;About Hand</source>
        <translation>&amp;About Hand</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="233"/>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="234"/>
        <source>As the system</source>
        <translation>As the system</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="235"/>
        <source>&amp;Digits</source>
        <translation>&amp;Digits</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="236"/>
        <source>As the language</source>
        <translation>As the language</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="237"/>
        <source>Western (0123)</source>
        <translation>Western (0123)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="238"/>
        <source>Arabic-Indic (٠١٢٣)</source>
        <translation>Arabic-Indic (٠١٢٣)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="239"/>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animation speed</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="240"/>
        <source>Off (instant)</source>
        <translation>Off (instant)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="241"/>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="242"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="243"/>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="244"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferences…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="245"/>
        <source>&amp;Sound</source>
        <translation>&amp;Sound</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="246"/>
        <source>&amp;Sound on</source>
        <translation>&amp;Sound on</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="247"/>
        <source>&amp;Quiet</source>
        <translation>&amp;Quiet</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="248"/>
        <source>&amp;Medium</source>
        <translation>&amp;Medium</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="249"/>
        <source>&amp;Loud</source>
        <translation>&amp;Loud</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="250"/>
        <source>This table is not being saved</source>
        <translation>This table is not being saved</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="251"/>
        <source>This match is not being saved</source>
        <translation>This match is not being saved</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="252"/>
        <source>Match over: %1 won</source>
        <translation>Match over: %1 won</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="253"/>
        <source>Round over</source>
        <translation>Round over</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="254"/>
        <source>%1 to play</source>
        <translation>%1 to play</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="255"/>
        <source>Installation</source>
        <translation>Installation</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="256"/>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="257"/>
        <source>Saved match</source>
        <translation>Saved match</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="258"/>
        <source>the table</source>
        <translation>the table</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="259"/>
        <source>You were playing at %1 (%2). Rejoin your seat there?</source>
        <translation>You were playing at %1 (%2). Rejoin your seat there?</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="260"/>
        <source>Network table</source>
        <translation>Network table</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="261"/>
        <source>Rejo&amp;in %1 at %2</source>
        <translation>Rejo&amp;in %1 at %2</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="262"/>
        <source>A match was in progress (%1, %2). Resume it where it was?</source>
        <translation>A match was in progress (%1, %2). Resume it where it was?</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="263"/>
        <source>Resume</source>
        <translation>Resume</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="264"/>
        <source>Close this window first, then open %1 with Game → Open.</source>
        <translation>Close this window first, then open %1 with Game → Open.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="265"/>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="266"/>
        <source>Close the table you are hosting? Those who joined are let go.</source>
        <translation>Close the table you are hosting? Those who joined are let go.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="267"/>
        <source>Abandon the match in progress?</source>
        <translation>Abandon the match in progress?</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="268"/>
        <source>Leave this table? The match goes on without you.</source>
        <translation>Leave this table? The match goes on without you.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="269"/>
        <source>A saved match is waiting to be resumed. Start a new one instead?</source>
        <translation>A saved match is waiting to be resumed. Start a new one instead?</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="270"/>
        <source>Join a table</source>
        <translation>Join a table</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="273"/>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="274"/>
        <source>%1 cannot be opened.

%2</source>
        <translation>%1 cannot be opened.

%2</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="202"/>
        <source>Save a copy of the match</source>
        <translation>Save a copy of the match</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="206"/>
        <source>Your settings could not be saved, so the language, the animation speed and the new-game choices will be forgotten when Hand closes.

%1</source>
        <translation>Your settings could not be saved, so the language, the animation speed and the new-game choices will be forgotten when Hand closes.

%1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="272"/>
        <source>Saved matches (%1)</source>
        <translation>Saved matches (%1)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="271"/>
        <source>Open a saved match</source>
        <translation>Open a saved match</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="203"/>
        <source>Save a copy</source>
        <translation>Save a copy</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="204"/>
        <source>The copy could not be saved.

%1</source>
        <translation>The copy could not be saved.

%1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="205"/>
        <source>Saved a copy as %1</source>
        <translation>Saved a copy as %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="275"/>
        <source>The hand orders of the network table could not be read, so the hands show as dealt. The file could not be set aside either; it is left as it is.

%1</source>
        <translation>The hand orders of the network table could not be read, so the hands show as dealt. The file could not be set aside either; it is left as it is.

%1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="276"/>
        <source>The hand orders of the network table could not be read, so the hands show as dealt. The file was set aside.

%1</source>
        <translation>The hand orders of the network table could not be read, so the hands show as dealt. The file was set aside.

%1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="277"/>
        <source>The network table could not be saved, so it could not be resumed after closing the window or a crash. Play goes on.

%1</source>
        <translation>The network table could not be saved, so it could not be resumed after closing the window or a crash. Play goes on.

%1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="278"/>
        <source>Saving</source>
        <translation>Saving</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="279"/>
        <source>The match could not be saved, so it could not be resumed after closing the window.

%1</source>
        <translation>The match could not be saved, so it could not be resumed after closing the window.

%1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/about.py" line="95"/>
        <source>About Hand</source>
        <translation>About Hand</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/about.py" line="98"/>
        <source>&lt;h3&gt;Hand %1&lt;/h3&gt;&lt;p&gt;The Middle-Eastern rummy, against the computer or friends at the same screen.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. Made with %2 and %3, under the GNU LGPL version 3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Hand %1&lt;/h3&gt;&lt;p&gt;The Middle-Eastern rummy, against the computer or friends at the same screen.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. Made with %2 and %3, under the GNU LGPL version 3.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MatchEnd</name>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="130"/>
        <location filename="../../hand_desktop/ui/dialogs/round_summary.py" line="427"/>
        <source>%1 rounds and %n deciding round(s) played.</source>
        <translation>
            <numerusform>%1 rounds and %n deciding round played.</numerusform>
            <numerusform>%1 rounds and %n deciding rounds played.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="127"/>
        <source>Match over</source>
        <translation>Match over</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="128"/>
        <source>%1 win!</source>
        <translation>%1 win!</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="129"/>
        <source>%1 wins!</source>
        <translation>%1 wins!</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="131"/>
        <source>%1 rounds played. Lowest total wins.</source>
        <translation>%1 rounds played. Lowest total wins.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="132"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="133"/>
        <source>Congratulations!</source>
        <translation>Congratulations!</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="134"/>
        <source>Good game! Another one?</source>
        <translation>Good game! Another one?</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="135"/>
        <source>&amp;Play again</source>
        <translation>&amp;Play again</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="136"/>
        <source>&amp;New game</source>
        <translation>&amp;New game</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="137"/>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
</context>
<context>
    <name>MoveLog</name>
    <message>
        <location filename="../../hand_desktop/ui/table/move_log.py" line="49"/>
        <source>The fire pile was shuffled into a new stock (%1 cards).</source>
        <translation>The fire pile was shuffled into a new stock (%1 cards).</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/move_log.py" line="52"/>
        <source>The round is over.</source>
        <translation>The round is over.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/move_log.py" line="58"/>
        <source>: %1</source>
        <translation>: %1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/move_log.py" line="61"/>
        <source>gave %1 for the Joker</source>
        <translation>gave %1 for the Joker</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/move_log.py" line="64"/>
        <source>drew %1 from the stock</source>
        <translation>drew %1 from the stock</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/move_log.py" line="66"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/move_log.py" line="95"/>
        <source>Moves this round</source>
        <translation>Moves this round</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="476"/>
        <source>The connection to the table is lost: the host closed it, or your seat was taken up elsewhere.</source>
        <translation>The connection to the table is lost: the host closed it, or your seat was taken up elsewhere.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="477"/>
        <source>Reconnecting… The connection to the host dropped; your seat and your cards are kept for you.</source>
        <translation>Reconnecting… The connection to the host dropped; your seat and your cards are kept for you.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="478"/>
        <source>&amp;Back to the welcome screen</source>
        <translation>&amp;Back to the welcome screen</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="479"/>
        <source>%1 (you)</source>
        <translation>%1 (you)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="480"/>
        <source>%1 (computer)</source>
        <translation>%1 (computer)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="481"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="482"/>
        <source>At the table</source>
        <translation>At the table</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="483"/>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="484"/>
        <source>Say something…</source>
        <translation>Say something…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="485"/>
        <source>Chat message</source>
        <translation>Chat message</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="486"/>
        <source>Send</source>
        <translation>Send</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="487"/>
        <source>%1 is reconnecting</source>
        <translation>%1 is reconnecting</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="488"/>
        <source>%1 — played by the computer</source>
        <translation>%1 — played by the computer</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/sessions/net_chrome.py" line="43"/>
        <source>Good game!</source>
        <translation>Good game!</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/sessions/net_chrome.py" line="44"/>
        <source>Your turn</source>
        <translation>Your turn</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/sessions/net_chrome.py" line="45"/>
        <source>One moment, please</source>
        <translation>One moment, please</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/sessions/net_chrome.py" line="46"/>
        <source>Well played</source>
        <translation>Well played</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="56"/>
        <source>That move is not yours to make: the computer is playing your seat until you are back.</source>
        <translation>That move is not yours to make: the computer is playing your seat until you are back.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="58"/>
        <source>The table moved on before your move arrived. Look again, then play.</source>
        <translation>The table moved on before your move arrived. Look again, then play.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="60"/>
        <source>You are not connected to the host: your move was not sent.</source>
        <translation>You are not connected to the host: your move was not sent.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="62"/>
        <source>A message to the host was too long, so the host closed the connection.</source>
        <translation>A message to the host was too long, so the host closed the connection.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="64"/>
        <source>A message to the host was garbled, so the host closed the connection.</source>
        <translation>A message to the host was garbled, so the host closed the connection.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="66"/>
        <source>The host could not read a message from this computer and closed the connection.</source>
        <translation>The host could not read a message from this computer and closed the connection.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="68"/>
        <source>This computer did not greet the host first, so the host closed the connection.</source>
        <translation>This computer did not greet the host first, so the host closed the connection.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="70"/>
        <source>This computer took too long to greet the host, so the host closed the connection.</source>
        <translation>This computer took too long to greet the host, so the host closed the connection.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="72"/>
        <source>Too many messages went to the host too fast, so the host closed the connection.</source>
        <translation>Too many messages went to the host too fast, so the host closed the connection.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="74"/>
        <source>The host heard nothing from this computer for too long and closed the connection.</source>
        <translation>The host heard nothing from this computer for too long and closed the connection.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="76"/>
        <source>The host did not understand a message from this computer.</source>
        <translation>The host did not understand a message from this computer.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/new_game.py" line="61"/>
        <source>Human</source>
        <translation>Human</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/new_game.py" line="62"/>
        <source>Computer (Easy)</source>
        <translation>Computer (Easy)</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/new_game.py" line="63"/>
        <source>Computer (Medium)</source>
        <translation>Computer (Medium)</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/new_game.py" line="64"/>
        <source>Computer (Hard)</source>
        <translation>Computer (Hard)</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/new_game.py" line="65"/>
        <source>Player on the network</source>
        <translation>Player on the network</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="61"/>
        <source>%1&apos;s table</source>
        <translation>%1&apos;s table</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="62"/>
        <source>Host a table</source>
        <translation>Host a table</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="63"/>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="64"/>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="65"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="66"/>
        <source>&amp;Variant:</source>
        <translation>&amp;Variant:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="67"/>
        <source>&amp;Rounds:</source>
        <translation>&amp;Rounds:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="68"/>
        <source>P&amp;layers:</source>
        <translation>P&amp;layers:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="69"/>
        <source>Seat &amp;%1:</source>
        <translation>Seat &amp;%1:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="70"/>
        <source>Name of seat %1</source>
        <translation>Name of seat %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="71"/>
        <source>Who plays seat %1</source>
        <translation>Who plays seat %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="72"/>
        <source>Player at this computer</source>
        <translation>Player at this computer</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="76"/>
        <source>On the network</source>
        <translation>On the network</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="77"/>
        <source>Table &amp;name:</source>
        <translation>Table &amp;name:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="78"/>
        <source>Re&amp;quire a join code (recommended)</source>
        <translation>Re&amp;quire a join code (recommended)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="79"/>
        <source>Wait for a dropped pla&amp;yer:</source>
        <translation>Wait for a dropped pla&amp;yer:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="80"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="81"/>
        <source>For ever</source>
        <translation>For ever</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="82"/>
        <source>When a player&apos;s connection drops, the table waits this long on their turn, then a computer player plays for them until they are back.</source>
        <translation>When a player&apos;s connection drops, the table waits this long on their turn, then a computer player plays for them until they are back.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="73"/>
        <source>&amp;Start hosting</source>
        <translation>&amp;Start hosting</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="74"/>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="75"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="83"/>
        <source>Team A</source>
        <translation>Team A</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="84"/>
        <source>Team B</source>
        <translation>Team B</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="85"/>
        <source>Four players in two teams: seats 1 and 3 against seats 2 and 4. Partners sit opposite, so turns alternate between the teams.</source>
        <translation>Four players in two teams: seats 1 and 3 against seats 2 and 4. Partners sit opposite, so turns alternate between the teams.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="86"/>
        <source>Every player for themselves.</source>
        <translation>Every player for themselves.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="87"/>
        <source>Each opening must beat the previous one by at least one point.</source>
        <translation>Each opening must beat the previous one by at least one point.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="88"/>
        <source>Choose “Player on the network” for at least one seat: that is a seat for a friend at another computer.</source>
        <translation>Choose “Player on the network” for at least one seat: that is a seat for a friend at another computer.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="89"/>
        <source>Every seat is played by the computer: you watch, and each round&apos;s summary moves on by itself. Game → New starts a game of your own at any time.</source>
        <translation>Every seat is played by the computer: you watch, and each round&apos;s summary moves on by itself. Game → New starts a game of your own at any time.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/text.py" line="138"/>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
</context>
<context>
    <name>Pointers</name>
    <message>
        <location filename="../../hand_desktop/ui/pointer_guide.py" line="29"/>
        <source>Drag cards from your hand up here to build melds. When they are ready, lay them on the table with %1.</source>
        <translation>Drag cards from your hand up here to build melds. When they are ready, lay them on the table with %1.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/pointer_guide.py" line="33"/>
        <source>The fire pile: the cards thrown so far. On your turn you may take its top card instead of drawing from the stock.</source>
        <translation>The fire pile: the cards thrown so far. On your turn you may take its top card instead of drawing from the stock.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/pointer_guide.py" line="36"/>
        <source>The counter: how many points the melds you are building are worth, and how many more you need to open (lay your first melds).</source>
        <translation>The counter: how many points the melds you are building are worth, and how many more you need to open (lay your first melds).</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/pointers.py" line="220"/>
        <source>Click to close</source>
        <translation>Click to close</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="90"/>
        <source>Preferences</source>
        <translation>Preferences</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="91"/>
        <source>&amp;Table colour:</source>
        <translation>&amp;Table colour:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="92"/>
        <source>Card &amp;back:</source>
        <translation>Card &amp;back:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="93"/>
        <source>Card &amp;size:</source>
        <translation>Card &amp;size:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="94"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Animations:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="95"/>
        <source>&amp;Sound:</source>
        <translation>&amp;Sound:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="96"/>
        <source>Small, Normal, Large: that size while the window has room.</source>
        <translation>Small, Normal, Large: that size while the window has room.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="97"/>
        <source>&amp;Four-colour suits: diamonds blue, clubs green</source>
        <translation>&amp;Four-colour suits: diamonds blue, clubs green</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="98"/>
        <source>Sort &amp;new cards into place in the hand</source>
        <translation>Sort &amp;new cards into place in the hand</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="99"/>
        <source>&amp;On</source>
        <translation>&amp;On</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="100"/>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="101"/>
        <source>How the cards will look</source>
        <translation>How the cards will look</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/preferences.py" line="38"/>
        <source>Green</source>
        <translation>Green</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/preferences.py" line="39"/>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/preferences.py" line="40"/>
        <source>Burgundy</source>
        <translation>Burgundy</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/preferences.py" line="41"/>
        <source>Walnut</source>
        <translation>Walnut</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/preferences.py" line="44"/>
        <source>Blue stars</source>
        <translation>Blue stars</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/preferences.py" line="45"/>
        <source>Red stars</source>
        <translation>Red stars</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/preferences.py" line="46"/>
        <source>Green tiles</source>
        <translation>Green tiles</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/preferences.py" line="49"/>
        <source>Automatic (as large as the window allows)</source>
        <translation>Automatic (as large as the window allows)</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/preferences.py" line="50"/>
        <source>Small</source>
        <translation>Small</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/preferences.py" line="51"/>
        <location filename="../../hand_desktop/ui/dialogs/preferences.py" line="57"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/preferences.py" line="52"/>
        <source>Large</source>
        <translation>Large</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/preferences.py" line="55"/>
        <source>Off (instant)</source>
        <translation>Off (instant)</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/preferences.py" line="56"/>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/preferences.py" line="58"/>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
</context>
<context>
    <name>PreparedArea</name>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="68"/>
        <source>Melds ready: %1 points</source>
        <translation>Melds ready: %1 points</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="72"/>
        <source>enough to open</source>
        <translation>enough to open</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="78"/>
        <source>(the last opening was %1)</source>
        <translation>(the last opening was %1)</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="84"/>
        <source>A meld may hold only one Joker.</source>
        <translation>A meld may hold only one Joker.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="85"/>
        <source>The same card twice cannot be in one meld.</source>
        <translation>The same card twice cannot be in one meld.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="86"/>
        <source>Neither one rank (a set) nor one suit (a run).</source>
        <translation>Neither one rank (a set) nor one suit (a run).</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="87"/>
        <source>A set needs different suits.</source>
        <translation>A set needs different suits.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="88"/>
        <source>A set has at most four cards.</source>
        <translation>A set has at most four cards.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="89"/>
        <source>A run needs consecutive ranks.</source>
        <translation>A run needs consecutive ranks.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="90"/>
        <source>A run cannot go past the Aces.</source>
        <translation>A run cannot go past the Aces.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="96"/>
        <source>These cards are not a run or a set.</source>
        <translation>These cards are not a run or a set.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="102"/>
        <source>A valid meld worth %1 points.</source>
        <translation>A valid meld worth %1 points.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="106"/>
        <source>Not a meld yet: a meld needs at least three cards.</source>
        <translation>Not a meld yet: a meld needs at least three cards.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/scene.py" line="641"/>
        <source>Clear this meld (its cards go back to the hand)</source>
        <translation>Clear this meld (its cards go back to the hand)</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/scene.py" line="658"/>
        <source>Drop cards here to start a meld</source>
        <translation>Drop cards here to start a meld</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/scene.py" line="783"/>
        <source>Build melds in the prepared area first.</source>
        <translation>Build melds in the prepared area first.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="507"/>
        <source>you need %n more point(s)</source>
        <translation>
            <numerusform>you need %n more point</numerusform>
            <numerusform>you need %n more points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Resources</name>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="285"/>
        <source>Hand is not installed completely: %n of its files are missing.</source>
        <translation>
            <numerusform>Hand is not installed completely: %n of its files is missing.</numerusform>
            <numerusform>Hand is not installed completely: %n of its files are missing.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="286"/>
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="287"/>
        <source>Folder: %1</source>
        <translation>Folder: %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="288"/>
        <source>The game goes on, but reinstalling Hand brings the missing files back.</source>
        <translation>The game goes on, but reinstalling Hand brings the missing files back.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="281"/>
        <source>The missing cards are drawn plainly by the game.</source>
        <translation>The missing cards are drawn plainly by the game.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="282"/>
        <source>Arabic is written with the system&apos;s fonts.</source>
        <translation>Arabic is written with the system&apos;s fonts.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="283"/>
        <source>The missing sounds are not played.</source>
        <translation>The missing sounds are not played.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="284"/>
        <source>Texts without a translation are shown in English.</source>
        <translation>Texts without a translation are shown in English.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="289"/>
        <source>Review a saved match</source>
        <translation>Review a saved match</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="290"/>
        <source>Saved matches (%1)</source>
        <translation>Saved matches (%1)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="291"/>
        <source>Review</source>
        <translation>Review</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="292"/>
        <source>%1 cannot be reviewed.

%2</source>
        <translation>%1 cannot be reviewed.

%2</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="293"/>
        <source>A table joined over the network cannot be reviewed here: its moves are kept by its host. Ask the host for the saved match.</source>
        <translation>A table joined over the network cannot be reviewed here: its moves are kept by its host. Ask the host for the saved match.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="294"/>
        <source>A table you host can be reviewed once its match is over.</source>
        <translation>A table you host can be reviewed once its match is over.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="298"/>
        <source>This round as a &amp;picture…</source>
        <translation>This round as a &amp;picture…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="299"/>
        <source>The whole match as a p&amp;icture…</source>
        <translation>The whole match as a p&amp;icture…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="300"/>
        <source>This round as &amp;text…</source>
        <translation>This round as &amp;text…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="301"/>
        <source>The whole match as te&amp;xt…</source>
        <translation>The whole match as te&amp;xt…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="302"/>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="303"/>
        <source>The file could not be written.

%1</source>
        <translation>The file could not be written.

%1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="304"/>
        <source>Save this round as a picture</source>
        <translation>Save this round as a picture</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="305"/>
        <source>Pictures (*.png)</source>
        <translation>Pictures (*.png)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="306"/>
        <source>Save the whole match as a picture</source>
        <translation>Save the whole match as a picture</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="307"/>
        <source>Save this round as text</source>
        <translation>Save this round as text</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="308"/>
        <source>Text (*.txt)</source>
        <translation>Text (*.txt)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="309"/>
        <source>Save the whole match as text</source>
        <translation>Save the whole match as text</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="295"/>
        <source>Review: %1</source>
        <translation>Review: %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="296"/>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="297"/>
        <location filename="../../hand_desktop/ui/review/scene.py" line="66"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="310"/>
        <source>Review a match</source>
        <translation>Review a match</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="311"/>
        <source>%1: %2 (%3 rounds)</source>
        <translation>%1: %2 (%3 rounds)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="312"/>
        <source>&amp;Review</source>
        <translation>&amp;Review</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="313"/>
        <source>The last matches finished at this computer, the newest first:</source>
        <translation>The last matches finished at this computer, the newest first:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="314"/>
        <source>No finished match is kept yet: the matches you finish from now on can be reviewed here.</source>
        <translation>No finished match is kept yet: the matches you finish from now on can be reviewed here.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="316"/>
        <source>To the round&apos;s first move</source>
        <translation>To the round&apos;s first move</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="317"/>
        <source>One turn back</source>
        <translation>One turn back</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="318"/>
        <source>One move back</source>
        <translation>One move back</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="319"/>
        <source>One move on</source>
        <translation>One move on</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="320"/>
        <source>One turn on</source>
        <translation>One turn on</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="321"/>
        <source>To the round&apos;s last move</source>
        <translation>To the round&apos;s last move</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="322"/>
        <source>&amp;Speed:</source>
        <translation>&amp;Speed:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="323"/>
        <source>Show &amp;all hands (A)</source>
        <translation>Show &amp;all hands (A)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="324"/>
        <source>Every hand and the stock, face up; the coach&apos;s marks for every seat</source>
        <translation>Every hand and the stock, face up; the coach&apos;s marks for every seat</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="325"/>
        <source>Seen &amp;from:</source>
        <translation>Seen &amp;from:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="326"/>
        <source>Whose seat the table is seen from (with every hand shown)</source>
        <translation>Whose seat the table is seen from (with every hand shown)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="327"/>
        <source>&amp;Export</source>
        <translation>&amp;Export</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="328"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="329"/>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="330"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="331"/>
        <source>Play the moves one after another, or pause</source>
        <translation>Play the moves one after another, or pause</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="332"/>
        <source>Move %1 of %2 in this round</source>
        <translation>Move %1 of %2 in this round</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="333"/>
        <source>%1 (%2 ★)</source>
        <translation>%1 (%2 ★)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="334"/>
        <source>Click to see the better move on the table</source>
        <translation>Click to see the better move on the table</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="335"/>
        <source>The coach is looking at the match…</source>
        <translation>The coach is looking at the match…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="336"/>
        <source>(the better move is on the table; any step goes back)</source>
        <translation>(the better move is on the table; any step goes back)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="337"/>
        <source>The coach: round %v of %m</source>
        <translation>The coach: round %v of %m</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/review/pick.py" line="60"/>
        <source>&amp;Review the match</source>
        <translation>&amp;Review the match</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/review/pick.py" line="65"/>
        <source>Re&amp;view a match…</source>
        <translation>Re&amp;view a match…</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/review/scene.py" line="69"/>
        <source>Stock, next first (%1)</source>
        <translation>Stock, next first (%1)</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/review/window.py" line="51"/>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/review/window.py" line="51"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/review/window.py" line="52"/>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/review/window.py" line="52"/>
        <source>Very fast</source>
        <translation>Very fast</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/review/words.py" line="40"/>
        <source>Round %1 is dealt; %2 deals.</source>
        <translation>Round %1 is dealt; %2 deals.</translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="106"/>
        <source>No contest</source>
        <translation>No contest</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="107"/>
        <source>Partner of the finisher</source>
        <translation>Partner of the finisher</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="108"/>
        <source>Had not opened</source>
        <translation>Had not opened</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="109"/>
        <source>Opened: cards left ×%1</source>
        <translation>Opened: cards left ×%1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="110"/>
        <source>Opened: cards left</source>
        <translation>Opened: cards left</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="111"/>
        <source>Round over</source>
        <translation>Round over</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="112"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="113"/>
        <source>Cards left</source>
        <translation>Cards left</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="114"/>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="115"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="116"/>
        <source>%1 (team %2)</source>
        <translation>%1 (team %2)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="117"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="118"/>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="119"/>
        <source>%1 scores %2 points</source>
        <translation>%1 scores %2 points</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="120"/>
        <source>That was the last round.</source>
        <translation>That was the last round.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="121"/>
        <source>See the &amp;result</source>
        <translation>See the &amp;result</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="122"/>
        <source>The lowest total is tied, so a deciding round is played by all seats.</source>
        <translation>The lowest total is tied, so a deciding round is played by all seats.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="123"/>
        <source>Play the &amp;deciding round</source>
        <translation>Play the &amp;deciding round</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="124"/>
        <source>&amp;Next round</source>
        <translation>&amp;Next round</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="125"/>
        <source>Multiplier %1</source>
        <translation>Multiplier %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="126"/>
        <source>Totals: %1</source>
        <translation>Totals: %1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/text.py" line="162"/>
        <source>Deciding round</source>
        <translation>Deciding round</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/text.py" line="163"/>
        <source>Round %1 of %2</source>
        <translation>Round %1 of %2</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="102"/>
        <source>No contest: the stock ran out. Nobody scores this round.</source>
        <translation>No contest: the stock ran out. Nobody scores this round.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="103"/>
        <source>%1 went out.</source>
        <translation>%1 went out.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="104"/>
        <source>%1 went out with a Hand!</source>
        <translation>%1 went out with a Hand!</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="105"/>
        <source>%1 went out with a %2!</source>
        <translation>%1 went out with a %2!</translation>
    </message>
</context>
<context>
    <name>RuleSets</name>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="365"/>
        <source>Some of your saved rule sets could not be read and were left out.</source>
        <translation>Some of your saved rule sets could not be read and were left out.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="366"/>
        <source>Your saved rule sets could not be read, so only the built-in ones are offered.</source>
        <translation>Your saved rule sets could not be read, so only the built-in ones are offered.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="367"/>
        <source>The file was kept as %1 so nothing is lost.</source>
        <translation>The file was kept as %1 so nothing is lost.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="368"/>
        <source>The file %1 could not be moved aside.</source>
        <translation>The file %1 could not be moved aside.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="369"/>
        <source>Reason: %1</source>
        <translation>Reason: %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="370"/>
        <source>Give the rule set a name.</source>
        <translation>Give the rule set a name.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="371"/>
        <source>The name is too long.</source>
        <translation>The name is too long.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="372"/>
        <source>A rule set of that name exists already.</source>
        <translation>A rule set of that name exists already.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/rule_sets.py" line="59"/>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/rule_sets.py" line="60"/>
        <source>Gulf 51</source>
        <translation>Gulf 51</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/rule_sets.py" line="63"/>
        <source>Gulf 101, open after 8 throws</source>
        <translation>Gulf 101, open after 8 throws</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/rule_sets.py" line="65"/>
        <source>Saudi</source>
        <translation>Saudi</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="548"/>
        <source>Rules: %1</source>
        <translation>Rules: %1</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="75"/>
        <source>How to play %1</source>
        <translation>How to play %1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="96"/>
        <source>House rules</source>
        <translation>House rules</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="98"/>
        <source>This table plays the standard rules.</source>
        <translation>This table plays the standard rules.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="100"/>
        <source>This table differs from the standard rules:</source>
        <translation>This table differs from the standard rules:</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="105"/>
        <source>The game</source>
        <translation>The game</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="107"/>
        <source>Hand is a rummy game for two decks: 106 cards, that is two packs of 52 and two Jokers. Every card exists twice. The aim of each round is to get rid of all your cards by laying them on the table in melds. Points are penalties: the fewer, the better.</source>
        <translation>Hand is a rummy game for two decks: 106 cards, that is two packs of 52 and two Jokers. Every card exists twice. The aim of each round is to get rid of all your cards by laying them on the table in melds. Points are penalties: the fewer, the better.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="116"/>
        <source>Four players in two teams of two. Partners sit opposite each other, so turns alternate between the teams. A team&apos;s score is the sum of both partners&apos; points.</source>
        <translation>Four players in two teams of two. Partners sit opposite each other, so turns alternate between the teams. A team&apos;s score is the sum of both partners&apos; points.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="123"/>
        <source>Two, three or four players, each playing for themselves.</source>
        <translation>Two, three or four players, each playing for themselves.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="135"/>
        <source>The deal and a turn</source>
        <translation>The deal and a turn</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="138"/>
        <source>Everyone gets 14 cards; the player after the dealer gets a 15th and starts by throwing one card onto the fire pile, without drawing.</source>
        <translation>Everyone gets 14 cards; the player after the dealer gets a 15th and starts by throwing one card onto the fire pile, without drawing.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="143"/>
        <source>The rest of the cards form the stock, face down. The deal passes to the next player every round, and play goes counter-clockwise.</source>
        <translation>The rest of the cards form the stock, face down. The deal passes to the next player every round, and play goes counter-clockwise.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="148"/>
        <source>On your turn: draw one card, from the stock or the top of the fire pile; then lay melds, add to melds or replace Jokers if you may; then throw one card onto the fire pile to end your turn.</source>
        <translation>On your turn: draw one card, from the stock or the top of the fire pile; then lay melds, add to melds or replace Jokers if you may; then throw one card onto the fire pile to end your turn.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="159"/>
        <source>Melds</source>
        <translation>Melds</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="162"/>
        <source>A run: three or more cards of one suit in a row, such as 5 6 7 of hearts. An Ace is low (A 2 3) or high (Q K A), but a run never goes round the corner (K A 2).</source>
        <translation>A run: three or more cards of one suit in a row, such as 5 6 7 of hearts. An Ace is low (A 2 3) or high (Q K A), but a run never goes round the corner (K A 2).</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="167"/>
        <source>A set: three or four cards of one rank, all of different suits. The two copies of the same card never share a set.</source>
        <translation>A set: three or four cards of one rank, all of different suits. The two copies of the same card never share a set.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="172"/>
        <source>A meld may hold one Joker at most. Melds are never split or rearranged, and every card added must leave a proper run or set.</source>
        <translation>A meld may hold one Joker at most. Melds are never split or rearranged, and every card added must leave a proper run or set.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="182"/>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="183"/>
        <source>In a meld</source>
        <translation>In a meld</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="184"/>
        <source>Left in your hand</source>
        <translation>Left in your hand</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="188"/>
        <source>2 to 10</source>
        <translation>2 to 10</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="189"/>
        <location filename="../../hand_desktop/ui/help.py" line="190"/>
        <source>its number</source>
        <translation>its number</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="192"/>
        <source>Jack, Queen, King</source>
        <translation>Jack, Queen, King</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="193"/>
        <source>Ace, high or in a set</source>
        <translation>Ace, high or in a set</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="194"/>
        <source>Ace, low (A 2 3)</source>
        <translation>Ace, low (A 2 3)</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="196"/>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="197"/>
        <source>the card it stands for</source>
        <translation>the card it stands for</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="205"/>
        <source>The opening</source>
        <translation>The opening</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="207"/>
        <source>Your first lay-down in a round is your opening: one or more new melds from your hand, all at once, whose values add up to at least the opening threshold. If one meld is wrong or the total falls short, nothing is laid and you have not opened.</source>
        <translation>Your first lay-down in a round is your opening: one or more new melds from your hand, all at once, whose values add up to at least the opening threshold. If one meld is wrong or the total falls short, nothing is laid and you have not opened.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="219"/>
        <source>The first opening of the round needs %1 points. Every later opening must beat the previous one by at least a point: if someone opens with %2, the next opening needs %3. The counter on the table shows what you have and what you need.</source>
        <translation>The first opening of the round needs %1 points. Every later opening must beat the previous one by at least a point: if someone opens with %2, the next opening needs %3. The counter on the table shows what you have and what you need.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="232"/>
        <source>Every opening needs at least %1 points.</source>
        <translation>Every opening needs at least %1 points.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="236"/>
        <source>Each team opens once: the first opening by either partner opens the team, and the other partner then plays freely. The rising value runs between the teams.</source>
        <translation>Each team opens once: the first opening by either partner opens the team, and the other partner then plays freely. The rising value runs between the teams.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="244"/>
        <source>Each team opens once: the first opening by either partner opens the team, and the other partner then plays freely.</source>
        <translation>Each team opens once: the first opening by either partner opens the team, and the other partner then plays freely.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="251"/>
        <source>Before you have opened you may not add to melds on the table nor replace Jokers. Once opened there is no threshold any more: lay melds, add to any meld (yours, your partner&apos;s or your opponents&apos;) and replace Jokers as you like.</source>
        <translation>Before you have opened you may not add to melds on the table nor replace Jokers. Once opened there is no threshold any more: lay melds, add to any meld (yours, your partner&apos;s or your opponents&apos;) and replace Jokers as you like.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="271"/>
        <source>You may open only in a turn in which you took the previous player&apos;s discard.</source>
        <translation>You may open only in a turn in which you took the previous player&apos;s discard.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="277"/>
        <source>A Hand need not reach the opening threshold.</source>
        <translation>A Hand need not reach the opening threshold.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="279"/>
        <source>A low Ace counts %1 in an opening.</source>
        <translation>A low Ace counts %1 in an opening.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="281"/>
        <source>House rules at this table:</source>
        <translation>House rules at this table:</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="286"/>
        <source>The fire card</source>
        <translation>The fire card</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="288"/>
        <source>The fire pile is the discard pile. Every thrown card goes on it face up and everyone can see the whole pile, but only its top card, the fire card, can be taken, instead of drawing from the stock.</source>
        <translation>The fire pile is the discard pile. Every thrown card goes on it face up and everyone can see the whole pile, but only its top card, the fire card, can be taken, instead of drawing from the stock.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="297"/>
        <source>If your side has not opened, taking the fire card means you must open in this same turn, and you may not throw a card before you have opened. The game lets you take it only when an opening exists with your hand and that card, so you never get stuck.</source>
        <translation>If your side has not opened, taking the fire card means you must open in this same turn, and you may not throw a card before you have opened. The game lets you take it only when an opening exists with your hand and that card, so you never get stuck.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="304"/>
        <source>Once your side has opened, you take the fire card with no obligation.</source>
        <translation>Once your side has opened, you take the fire card with no obligation.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="307"/>
        <source>You may not throw the fire card back in the same turn.</source>
        <translation>You may not throw the fire card back in the same turn.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="309"/>
        <source>You may not throw the fire card back in the same turn, nor its twin (the other copy of the same card).</source>
        <translation>You may not throw the fire card back in the same turn, nor its twin (the other copy of the same card).</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="319"/>
        <source>Jokers</source>
        <translation>Jokers</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="322"/>
        <source>The two Jokers are the only wild cards. A Joker stands for one missing card: in a run it fills the gap or sits at either end, in a set it takes a missing suit.</source>
        <translation>The two Jokers are the only wild cards. A Joker stands for one missing card: in a run it fills the gap or sits at either end, in a set it takes a missing suit.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="327"/>
        <source>Once opened, you may replace a Joker: put the real card it stands for into its meld and take the Joker into your hand, to use again at once. In a set of two cards and a Joker you must add both missing suits together.</source>
        <translation>Once opened, you may replace a Joker: put the real card it stands for into its meld and take the Joker into your hand, to use again at once. In a set of two cards and a Joker you must add both missing suits together.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="333"/>
        <source>A second Joker may never join a meld. Jokers are thrown and taken from the fire pile like any other card.</source>
        <translation>A second Joker may never join a meld. Jokers are thrown and taken from the fire pile like any other card.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="339"/>
        <source>A Joker left in your hand at the end of a round costs %1 points.</source>
        <translation>A Joker left in your hand at the end of a round costs %1 points.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="349"/>
        <source>The Hand</source>
        <translation>The Hand</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="351"/>
        <source>A Hand is going out all in one turn: you laid nothing in earlier turns, and in this turn you lay your whole hand in new melds of your own, adding nothing to melds already on the table, and go out. A Hand scores double.</source>
        <translation>A Hand is going out all in one turn: you laid nothing in earlier turns, and in this turn you lay your whole hand in new melds of your own, adding nothing to melds already on the table, and go out. A Hand scores double.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="359"/>
        <source>At this table a Hand need not reach the opening threshold.</source>
        <translation>At this table a Hand need not reach the opening threshold.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="362"/>
        <source>A Hand by a player whose side has not opened is also that side&apos;s opening, so its melds must reach the opening threshold too.</source>
        <translation>A Hand by a player whose side has not opened is also that side&apos;s opening, so its melds must reach the opening threshold too.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="370"/>
        <source>If your partner has already opened, your Hand needs no threshold.</source>
        <translation>If your partner has already opened, your Hand needs no threshold.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="376"/>
        <source>With the Gulf score table there are special Hands, worth more: a coloured Hand (all 15 cards red, or all black), a Joker Hand (the card thrown last is a Joker), a suited Hand (all 15 cards of one suit), a double Joker Hand (both Jokers thrown at the end) and a double Joker coloured Hand. A finish that fits several scores the highest.</source>
        <translation>With the Gulf score table there are special Hands, worth more: a coloured Hand (all 15 cards red, or all black), a Joker Hand (the card thrown last is a Joker), a suited Hand (all 15 cards of one suit), a double Joker Hand (both Jokers thrown at the end) and a double Joker coloured Hand. A finish that fits several scores the highest.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="388"/>
        <source>Going out</source>
        <translation>Going out</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="391"/>
        <source>The round ends the moment a player has no cards left. Going out always ends with a throw onto the fire pile.</source>
        <translation>The round ends the moment a player has no cards left. Going out always ends with a throw onto the fire pile.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="399"/>
        <source>The round ends the moment a player has no cards left: after throwing their last card, or after laying or adding their last cards (no throw needed).</source>
        <translation>The round ends the moment a player has no cards left: after throwing their last card, or after laying or adding their last cards (no throw needed).</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="418"/>
        <source>When the stock runs out, the round ends with no result and everyone scores 0.</source>
        <translation>When the stock runs out, the round ends with no result and everyone scores 0.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="426"/>
        <source>Scoring</source>
        <translation>Scoring</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="429"/>
        <source>Your hand&apos;s value is the sum of the cards left in it (an Ace counts 11, a Joker %1).</source>
        <translation>Your hand&apos;s value is the sum of the cards left in it (an Ace counts 11, a Joker %1).</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="436"/>
        <source>hand value</source>
        <translation>hand value</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="437"/>
        <source>%1 × hand value</source>
        <translation>%1 × hand value</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="444"/>
        <location filename="../../hand_desktop/ui/help.py" line="460"/>
        <source>Finish</source>
        <translation>Finish</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="445"/>
        <location filename="../../hand_desktop/ui/help.py" line="461"/>
        <source>Player who went out</source>
        <translation>Player who went out</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="446"/>
        <location filename="../../hand_desktop/ui/help.py" line="462"/>
        <source>Not opened</source>
        <translation>Not opened</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="447"/>
        <location filename="../../hand_desktop/ui/help.py" line="463"/>
        <source>Opened</source>
        <translation>Opened</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="450"/>
        <location filename="../../hand_desktop/ui/help.py" line="466"/>
        <source>Normal finish</source>
        <translation>Normal finish</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="451"/>
        <location filename="../../hand_desktop/ui/help.py" line="467"/>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="452"/>
        <source>Coloured Hand</source>
        <translation>Coloured Hand</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="453"/>
        <source>Joker Hand</source>
        <translation>Joker Hand</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="454"/>
        <source>Suited Hand</source>
        <translation>Suited Hand</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="455"/>
        <source>Double Joker Hand</source>
        <translation>Double Joker Hand</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="456"/>
        <source>Double Joker coloured Hand</source>
        <translation>Double Joker coloured Hand</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="470"/>
        <source>Partner of the player who went out</source>
        <translation>Partner of the player who went out</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="479"/>
        <source>A round with no result scores 0 for everyone.</source>
        <translation>A round with no result scores 0 for everyone.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="482"/>
        <source>Opened counts per team: a partner who laid nothing but whose team opened pays the value of their hand, not 100.</source>
        <translation>Opened counts per team: a partner who laid nothing but whose team opened pays the value of their hand, not 100.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="491"/>
        <source>End of the match</source>
        <translation>End of the match</translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="174"/>
        <source>The match lasts %n round(s). The lowest total at the end wins.</source>
        <translation>
            <numerusform>The match lasts %n round. The lowest total at the end wins.</numerusform>
            <numerusform>The match lasts %n rounds. The lowest total at the end wins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="175"/>
        <source>Nobody may open before %n cards have been thrown onto the fire pile this round (a Hand is exempt).</source>
        <translation>
            <numerusform>Nobody may open before %n card has been thrown onto the fire pile this round (a Hand is exempt).</numerusform>
            <numerusform>Nobody may open before %n cards have been thrown onto the fire pile this round (a Hand is exempt).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="176"/>
        <source>When the stock runs out, the fire pile except its top card is shuffled into a new stock, at most %n time(s) a round. If the stock is needed after that, the round ends with no result and everyone scores 0.</source>
        <translation>
            <numerusform>When the stock runs out, the fire pile except its top card is shuffled into a new stock, at most %n time a round. If the stock is needed after that, the round ends with no result and everyone scores 0.</numerusform>
            <numerusform>When the stock runs out, the fire pile except its top card is shuffled into a new stock, at most %n times a round. If the stock is needed after that, the round ends with no result and everyone scores 0.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="177"/>
        <source>After %n round(s) the team with the lowest total wins. If the lowest total is tied, deciding rounds are played until one total is lowest.</source>
        <translation>
            <numerusform>After %n round the team with the lowest total wins. If the lowest total is tied, deciding rounds are played until one total is lowest.</numerusform>
            <numerusform>After %n rounds the team with the lowest total wins. If the lowest total is tied, deciding rounds are played until one total is lowest.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="178"/>
        <source>After %n round(s) the player with the lowest total wins. If the lowest total is tied, deciding rounds are played until one total is lowest.</source>
        <translation>
            <numerusform>After %n round the player with the lowest total wins. If the lowest total is tied, deciding rounds are played until one total is lowest.</numerusform>
            <numerusform>After %n rounds the player with the lowest total wins. If the lowest total is tied, deciding rounds are played until one total is lowest.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="373"/>
        <source>Running totals</source>
        <translation>Running totals</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="374"/>
        <source>The running total of each side after every round: lower is better.</source>
        <translation>The running total of each side after every round: lower is better.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="375"/>
        <source>%1 (winner)</source>
        <translation>%1 (winner)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="376"/>
        <source>The chart of the totals appears after the first round.</source>
        <translation>The chart of the totals appears after the first round.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="377"/>
        <source>D%1</source>
        <translation>D%1</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="378"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="379"/>
        <source>%1 by %2</source>
        <translation>%1 by %2</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="380"/>
        <source>This round: %1
Running total: %2</source>
        <translation>This round: %1
Running total: %2</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="381"/>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="382"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="383"/>
        <source>Opened: %1, left in hand: %2, multiplier: %3</source>
        <translation>Opened: %1, left in hand: %2, multiplier: %3</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="384"/>
        <source>Finish</source>
        <translation>Finish</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="385"/>
        <source>Multiplier</source>
        <translation>Multiplier</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="386"/>
        <source>Team total: the team with the lowest total wins</source>
        <translation>Team total: the team with the lowest total wins</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="387"/>
        <source>Round points, and the running total below them</source>
        <translation>Round points, and the running total below them</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="388"/>
        <source>D%1</source>
        <translation>D%1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="389"/>
        <source>Totals</source>
        <translation>Totals</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="390"/>
        <source>Deciding round</source>
        <translation>Deciding round</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="391"/>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="392"/>
        <source>Score sheet</source>
        <translation>Score sheet</translation>
    </message>
</context>
<context>
    <name>Scores</name>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="99"/>
        <location filename="../../hand_desktop/ui/words/text.py" line="169"/>
        <source>%1 &amp; %2</source>
        <translation>%1 &amp; %2</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <location filename="../../hand_desktop/ui/single_instance.py" line="216"/>
        <source>Hand is already open</source>
        <translation>Hand is already open</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/single_instance.py" line="217"/>
        <source>Hand is already open on this computer, with the same saved matches (%1). Only one window can play them at a time, or their moves would overwrite each other.

Switch to the open window, or close it and start Hand again.</source>
        <translation>Hand is already open on this computer, with the same saved matches (%1). Only one window can play them at a time, or their moves would overwrite each other.

Switch to the open window, or close it and start Hand again.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="140"/>
        <location filename="../../hand_desktop/ui/match_life.py" line="459"/>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="141"/>
        <source>&amp;Player:</source>
        <translation>&amp;Player:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="142"/>
        <source>&amp;Add saved matches…</source>
        <translation>&amp;Add saved matches…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="143"/>
        <source>Count finished matches from saved files (each match once).</source>
        <translation>Count finished matches from saved files (each match once).</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="144"/>
        <source>&amp;Reset…</source>
        <translation>&amp;Reset…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="145"/>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="146"/>
        <source>No finished matches yet. Your record starts with the first match you play to the end.</source>
        <translation>No finished matches yet. Your record starts with the first match you play to the end.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="147"/>
        <source>Your last matches: your final total in each (lower is better), won in green</source>
        <translation>Your last matches: your final total in each (lower is better), won in green</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="148"/>
        <source>Matches: %1 played, %2 won, %3 lost (%4 won).</source>
        <translation>Matches: %1 played, %2 won, %3 lost (%4 won).</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="149"/>
        <source>Rounds: %1, on average %2 points a round.</source>
        <translation>Rounds: %1, on average %2 points a round.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="150"/>
        <source>%n Hand(s) made.</source>
        <translation>
            <numerusform>%n Hand made.</numerusform>
            <numerusform>%n Hands made.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="151"/>
        <source>Openings: %1 in %2 rounds, after %3 turns on average.</source>
        <translation>Openings: %1 in %2 rounds, after %3 turns on average.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="152"/>
        <source>Openings: none yet.</source>
        <translation>Openings: none yet.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="153"/>
        <source>Best round: %1 points, in a game of %2 on %3.</source>
        <translation>Best round: %1 points, in a game of %2 on %3.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="154"/>
        <source>Worst round: %1 points, in a game of %2 on %3.</source>
        <translation>Worst round: %1 points, in a game of %2 on %3.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="155"/>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="156"/>
        <source>Opponents</source>
        <translation>Opponents</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="157"/>
        <source>Played</source>
        <translation>Played</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="158"/>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="159"/>
        <source>Lost</source>
        <translation>Lost</translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="160"/>
        <source>%n match(es) added to your record.</source>
        <translation>
            <numerusform>%n match added to your record.</numerusform>
            <numerusform>%n matches added to your record.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="161"/>
        <source>%n match(es) counted already.</source>
        <translation>
            <numerusform>%n match counted already.</numerusform>
            <numerusform>%n matches counted already.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="162"/>
        <source>No finished match of yours in %n file(s).</source>
        <translation>
            <numerusform>No finished match of yours in %n file.</numerusform>
            <numerusform>No finished match of yours in %n files.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="163"/>
        <source>%1 could not be read: %2</source>
        <translation>%1 could not be read: %2</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="164"/>
        <source>Reset the record</source>
        <translation>Reset the record</translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="165"/>
        <source>Forget all %n finished match(es) of your record? This cannot be undone.</source>
        <translation>
            <numerusform>Forget the one finished match of your record? This cannot be undone.</numerusform>
            <numerusform>Forget all %n finished matches of your record? This cannot be undone.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="166"/>
        <source>Add saved matches</source>
        <translation>Add saved matches</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="167"/>
        <source>Saved matches (*.json);;All files (*)</source>
        <translation>Saved matches (*.json);;All files (*)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="168"/>
        <source>Easy computer players</source>
        <translation>Easy computer players</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="169"/>
        <source>Medium computer players</source>
        <translation>Medium computer players</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="170"/>
        <source>Hard computer players</source>
        <translation>Hard computer players</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="171"/>
        <source>Computer players of mixed levels</source>
        <translation>Computer players of mixed levels</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="172"/>
        <source>People only</source>
        <translation>People only</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="173"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="138"/>
        <source>Your last matches</source>
        <translation>Your last matches</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="139"/>
        <source>Won: %1 of %2.</source>
        <translation>Won: %1 of %2.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="280"/>
        <source>Your record of matches could not be saved.

%1</source>
        <translation>Your record of matches could not be saved.

%1</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="498"/>
        <source>Your settings file could not be read, so the default settings are used.</source>
        <translation>Your settings file could not be read, so the default settings are used.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="499"/>
        <source>Your record of matches could not be read, so it starts again from here.</source>
        <translation>Your record of matches could not be read, so it starts again from here.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="500"/>
        <source>The note of the network table you joined could not be read, so it cannot be rejoined.</source>
        <translation>The note of the network table you joined could not be read, so it cannot be rejoined.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="501"/>
        <source>The saved match could not be read, so it cannot be resumed.</source>
        <translation>The saved match could not be read, so it cannot be resumed.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="502"/>
        <source>The file was kept as %1 so nothing is lost.</source>
        <translation>The file was kept as %1 so nothing is lost.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="503"/>
        <source>The file %1 could not be moved aside.</source>
        <translation>The file %1 could not be moved aside.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="504"/>
        <source>Reason: %1</source>
        <translation>Reason: %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="489"/>
        <source>The file does not exist.</source>
        <translation>The file does not exist.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="490"/>
        <source>This is not a file (it is a folder or a device).</source>
        <translation>This is not a file (it is a folder or a device).</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="491"/>
        <source>You do not have permission to read the file.</source>
        <translation>You do not have permission to read the file.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="492"/>
        <source>The file could not be read.</source>
        <translation>The file could not be read.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="493"/>
        <source>The file is far too large to be one of ours.</source>
        <translation>The file is far too large to be one of ours.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="494"/>
        <source>The file is not UTF-8 text (it may be damaged or cut short).</source>
        <translation>The file is not UTF-8 text (it may be damaged or cut short).</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="495"/>
        <source>The file is not valid JSON (it may be damaged or cut short).</source>
        <translation>The file is not valid JSON (it may be damaged or cut short).</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="496"/>
        <source>The file nests its data far too deeply.</source>
        <translation>The file nests its data far too deeply.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="497"/>
        <source>The file holds a number far too long.</source>
        <translation>The file holds a number far too long.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/storage.py" line="91"/>
        <source>This file is not a saved match of Hand.</source>
        <translation>This file is not a saved match of Hand.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/storage.py" line="93"/>
        <source>This saved match was written by another version of Hand.</source>
        <translation>This saved match was written by another version of Hand.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/storage.py" line="95"/>
        <source>The saved match is damaged.</source>
        <translation>The saved match is damaged.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/storage.py" line="96"/>
        <source>The settings file is damaged.</source>
        <translation>The settings file is damaged.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/storage.py" line="97"/>
        <source>The record of matches is damaged.</source>
        <translation>The record of matches is damaged.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/storage.py" line="98"/>
        <source>The note of the joined table is damaged.</source>
        <translation>The note of the joined table is damaged.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="29"/>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="43"/>
        <source>drew from the stock</source>
        <translation>drew from the stock</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="44"/>
        <source>took %1 from the fire</source>
        <translation>took %1 from the fire</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="48"/>
        <source>opened with %1 points</source>
        <translation>opened with %1 points</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="53"/>
        <source>added %1 to a meld</source>
        <translation>added %1 to a meld</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="55"/>
        <source>took back a Joker</source>
        <translation>took back a Joker</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="57"/>
        <source>discarded %1</source>
        <translation>discarded %1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/scene.py" line="489"/>
        <source>Stock: click or drag to your hand to draw</source>
        <translation>Stock: click or drag to your hand to draw</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/scene.py" line="492"/>
        <source>Fire: %1</source>
        <translation>Fire: %1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/scene.py" line="494"/>
        <source>Click the fire pile to see all of it</source>
        <translation>Click the fire pile to see all of it</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/scene.py" line="495"/>
        <source>Fire pile</source>
        <translation>Fire pile</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/scene.py" line="625"/>
        <source>%1 plays next. Play goes counter-clockwise: the next player sits on the right.</source>
        <translation>%1 plays next. Play goes counter-clockwise: the next player sits on the right.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/scene.py" line="703"/>
        <source>Click anywhere or press Esc to close</source>
        <translation>Click anywhere or press Esc to close</translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="315"/>
        <location filename="../../hand_desktop/ui/table/captions.py" line="26"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="505"/>
        <source>The fire pile (%n card(s)), bottom to top</source>
        <translation>
            <numerusform>The fire pile (%n card), bottom to top</numerusform>
            <numerusform>The fire pile (%n cards), bottom to top</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="506"/>
        <source>laid %n meld(s)</source>
        <translation>
            <numerusform>laid %n meld</numerusform>
            <numerusform>laid %n melds</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="28"/>
        <source>opened ✓</source>
        <translation>opened ✓</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="30"/>
        <source>partner</source>
        <translation>partner</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="40"/>
        <source>waiting for %1</source>
        <translation>waiting for %1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="42"/>
        <source>thinking…</source>
        <translation>thinking…</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="44"/>
        <source>to play</source>
        <translation>to play</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="48"/>
        <source>Score %1</source>
        <translation>Score %1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="52"/>
        <source>Dealer of this round</source>
        <translation>Dealer of this round</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="62"/>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="63"/>
        <source>Medium</source>
        <translation>Medium</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="64"/>
        <source>Hard</source>
        <translation>Hard</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="70"/>
        <source>reconnecting…</source>
        <translation>reconnecting…</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="71"/>
        <source>played by the computer</source>
        <translation>played by the computer</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="87"/>
        <source>Your turn: you have 15 cards, discard one</source>
        <translation>Your turn: you have 15 cards, discard one</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="89"/>
        <source>Your turn: draw from the stock or the fire</source>
        <translation>Your turn: draw from the stock or the fire</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="91"/>
        <source>Your turn: open with the fire card, then discard</source>
        <translation>Your turn: open with the fire card, then discard</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="92"/>
        <source>Your turn: meld, then discard</source>
        <translation>Your turn: meld, then discard</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="105"/>
        <source>Our melds (%1)</source>
        <translation>Our melds (%1)</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="106"/>
        <source>Their melds (%1)</source>
        <translation>Their melds (%1)</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="108"/>
        <source>Your melds</source>
        <translation>Your melds</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="103"/>
        <location filename="../../hand_desktop/ui/table/captions.py" line="110"/>
        <source>Melds of %1</source>
        <translation>Melds of %1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="122"/>
        <source>Deciding round</source>
        <translation>Deciding round</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="124"/>
        <source>Round %1 of %2</source>
        <translation>Round %1 of %2</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="129"/>
        <source>Us %1 – Them %2</source>
        <translation>Us %1 – Them %2</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="116"/>
        <source>To open: %1 points</source>
        <translation>To open: %1 points</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/scene.py" line="728"/>
        <source>Discard one card at a time.</source>
        <translation>Discard one card at a time.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/scene.py" line="735"/>
        <source>Where does the Joker go?</source>
        <translation>Where does the Joker go?</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/placement.py" line="107"/>
        <location filename="../../hand_desktop/ui/table/scene.py" line="737"/>
        <location filename="../../hand_desktop/ui/table/scene.py" line="771"/>
        <source>Joker as %1</source>
        <translation>Joker as %1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="227"/>
        <source>&amp;Draw from the Stock</source>
        <translation>&amp;Draw from the Stock</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="228"/>
        <source>Take the &amp;Fire Card</source>
        <translation>Take the &amp;Fire Card</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="229"/>
        <source>&amp;Move to the Prepared Area</source>
        <translation>&amp;Move to the Prepared Area</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="230"/>
        <source>&amp;Return to the Hand</source>
        <translation>&amp;Return to the Hand</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="231"/>
        <source>&amp;Submit Melds</source>
        <translation>&amp;Submit Melds</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="232"/>
        <source>Dis&amp;card</source>
        <translation>Dis&amp;card</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="233"/>
        <source>Sort by S&amp;uit</source>
        <translation>Sort by S&amp;uit</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="234"/>
        <source>Sort by &amp;Rank</source>
        <translation>Sort by &amp;Rank</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="235"/>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="236"/>
        <source>&amp;Undo in the Prepared Area</source>
        <translation>&amp;Undo in the Prepared Area</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="237"/>
        <source>&amp;Clear the Prepared Area</source>
        <translation>&amp;Clear the Prepared Area</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="238"/>
        <source>Move the &amp;Joker to the Other End</source>
        <translation>Move the &amp;Joker to the Other End</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="239"/>
        <source>&amp;View the Fire Pile</source>
        <translation>&amp;View the Fire Pile</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="241"/>
        <source>Move &amp;Log</source>
        <translation>Move &amp;Log</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="244"/>
        <source>Lay every candidate of the prepared area on the table</source>
        <translation>Lay every candidate of the prepared area on the table</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="246"/>
        <source>Undo the last change in the prepared area</source>
        <translation>Undo the last change in the prepared area</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="370"/>
        <source>Select one card to discard.</source>
        <translation>Select one card to discard.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/decor.py" line="230"/>
        <source>D</source>
        <translation>D</translation>
    </message>
</context>
<context>
    <name>Text</name>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="57"/>
        <location filename="../../hand_desktop/ui/table/captions.py" line="78"/>
        <location filename="../../hand_desktop/ui/words/text.py" line="116"/>
        <source>, </source>
        <comment>between items of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/text.py" line="123"/>
        <source> · </source>
        <comment>between short facts</comment>
        <translation> · </translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/text.py" line="128"/>
        <source>%1: %2</source>
        <comment>a name and its score</comment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>Variant</name>
    <message>
        <location filename="../../hand_desktop/ui/words/text.py" line="147"/>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/text.py" line="148"/>
        <source>Hand Partners</source>
        <translation>Hand Partners</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/text.py" line="149"/>
        <source>Saudi Hand</source>
        <translation>Saudi Hand</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/text.py" line="150"/>
        <source>Saudi Hand Partners</source>
        <translation>Saudi Hand Partners</translation>
    </message>
</context>
</TS>
