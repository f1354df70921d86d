<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Errors</name>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="17"/>
        <source>That move is not understood.</source>
        <translation>That move is not understood.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="18"/>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="19"/>
        <source>You cannot do that now.</source>
        <translation>You cannot do that now.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="20"/>
        <source>You took the fire card: open before you discard.</source>
        <translation>You took the fire card: open before you discard.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="22"/>
        <source>Open first: you may add to melds only after your side has opened.</source>
        <translation>Open first: you may add to melds only after your side has opened.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="24"/>
        <source>That meld is not on the table.</source>
        <translation>That meld is not on the table.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="25"/>
        <source>That card is not in your hand.</source>
        <translation>That card is not in your hand.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="26"/>
        <source>A meld may hold only one Joker.</source>
        <translation>A meld may hold only one Joker.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="27"/>
        <source>These cards are not a run or a set.</source>
        <translation>These cards are not a run or a set.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="28"/>
        <source>That card does not fit this meld.</source>
        <translation>That card does not fit this meld.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="29"/>
        <source>Only the card the Joker stands for can take its place.</source>
        <translation>Only the card the Joker stands for can take its place.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="31"/>
        <source>You may not open yet under this table&apos;s house rules.</source>
        <translation>You may not open yet under this table&apos;s house rules.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="33"/>
        <source>Your melds do not reach the points needed to open.</source>
        <translation>Your melds do not reach the points needed to open.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="35"/>
        <source>You may not throw back the fire card or its twin this turn.</source>
        <translation>You may not throw back the fire card or its twin this turn.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="37"/>
        <source>You can take the fire card only if you can open with it now.</source>
        <translation>You can take the fire card only if you can open with it now.</translation>
    </message>
</context>
<context>
    <name>Finish</name>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="59"/>
        <source>Normal finish</source>
        <translation>Normal finish</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="60"/>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="61"/>
        <source>No contest</source>
        <translation>No contest</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="62"/>
        <source>Coloured Hand</source>
        <translation>Coloured Hand</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="63"/>
        <source>Joker Hand</source>
        <translation>Joker Hand</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="64"/>
        <source>Suited Hand</source>
        <translation>Suited Hand</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="65"/>
        <source>Double Joker Hand</source>
        <translation>Double Joker Hand</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="66"/>
        <source>Double Joker coloured Hand</source>
        <translation>Double Joker coloured Hand</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../hand_desktop/ui/app.py" line="13"/>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/app.py" line="15"/>
        <source>The table is being built. The rules engine is ready.</source>
        <translation>The table is being built. The rules engine is ready.</translation>
    </message>
</context>
<context>
    <name>MatchEnd</name>
    <message numerus="yes">
        <location filename="../../hand_desktop/ui/dialogs/round_summary.py" line="359"/>
        <source>%1 rounds and %n deciding round(s) played.</source>
        <translation>
            <numerusform>%1 rounds and %n deciding round played.</numerusform>
            <numerusform>%1 rounds and %n deciding rounds played.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/new_game.py" line="44"/>
        <source>Human</source>
        <translation>Human</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/new_game.py" line="45"/>
        <source>Computer (Easy)</source>
        <translation>Computer (Easy)</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/new_game.py" line="46"/>
        <source>Computer (Medium)</source>
        <translation>Computer (Medium)</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/new_game.py" line="47"/>
        <source>Computer (Hard)</source>
        <translation>Computer (Hard)</translation>
    </message>
</context>
<context>
    <name>PreparedArea</name>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="73"/>
        <source>Melds ready: %1 points</source>
        <translation>Melds ready: %1 points</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="76"/>
        <source>enough to open</source>
        <translation>enough to open</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hand_desktop/ui/table/text.py" line="78"/>
        <source>you need %n more point(s)</source>
        <translation>
            <numerusform>you need %n more point</numerusform>
            <numerusform>you need %n more points</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="80"/>
        <source>%1 (to open now: %2)</source>
        <translation>%1 (to open now: %2)</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="86"/>
        <source>A meld may hold only one Joker.</source>
        <translation>A meld may hold only one Joker.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="87"/>
        <source>The same card twice cannot be in one meld.</source>
        <translation>The same card twice cannot be in one meld.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="88"/>
        <source>Neither one rank (a set) nor one suit (a run).</source>
        <translation>Neither one rank (a set) nor one suit (a run).</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="89"/>
        <source>A set needs different suits.</source>
        <translation>A set needs different suits.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="90"/>
        <source>A set has at most four cards.</source>
        <translation>A set has at most four cards.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="91"/>
        <source>A run needs consecutive ranks.</source>
        <translation>A run needs consecutive ranks.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="92"/>
        <source>A run cannot go past the Aces.</source>
        <translation>A run cannot go past the Aces.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="98"/>
        <source>These cards are not a run or a set.</source>
        <translation>These cards are not a run or a set.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="104"/>
        <source>A valid meld worth %1 points.</source>
        <translation>A valid meld worth %1 points.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="107"/>
        <source>Not a meld yet: a meld needs at least three cards.</source>
        <translation>Not a meld yet: a meld needs at least three cards.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="537"/>
        <source>Rules: %1</source>
        <translation>Rules: %1</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="82"/>
        <source>How to play %1</source>
        <translation>How to play %1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="98"/>
        <source>The game</source>
        <translation>The game</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="100"/>
        <source>Hand is a rummy game for two decks: 106 cards, that is two packs of 52 and two Jokers. Every card exists twice. The aim of each round is to get rid of all your cards by laying them on the table in melds. Points are penalties: the fewer, the better.</source>
        <translation>Hand is a rummy game for two decks: 106 cards, that is two packs of 52 and two Jokers. Every card exists twice. The aim of each round is to get rid of all your cards by laying them on the table in melds. Points are penalties: the fewer, the better.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="109"/>
        <source>Four players in two teams of two. Partners sit opposite each other, so turns alternate between the teams. A team&apos;s score is the sum of both partners&apos; points.</source>
        <translation>Four players in two teams of two. Partners sit opposite each other, so turns alternate between the teams. A team&apos;s score is the sum of both partners&apos; points.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="116"/>
        <source>Two, three or four players, each playing for themselves.</source>
        <translation>Two, three or four players, each playing for themselves.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hand_desktop/ui/help.py" line="118"/>
        <source>The match lasts %n round(s). The lowest total at the end wins.</source>
        <translation>
            <numerusform>The match lasts %n round. The lowest total at the end wins.</numerusform>
            <numerusform>The match lasts %n rounds. The lowest total at the end wins.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="128"/>
        <source>The deal and a turn</source>
        <translation>The deal and a turn</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="131"/>
        <source>Everyone gets 14 cards; the player after the dealer gets a 15th and starts by throwing one card onto the fire pile, without drawing.</source>
        <translation>Everyone gets 14 cards; the player after the dealer gets a 15th and starts by throwing one card onto the fire pile, without drawing.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="136"/>
        <source>The rest of the cards form the stock, face down. The deal passes to the next player every round, and play goes counter-clockwise.</source>
        <translation>The rest of the cards form the stock, face down. The deal passes to the next player every round, and play goes counter-clockwise.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="141"/>
        <source>On your turn: draw one card, from the stock or the top of the fire pile; then lay melds, add to melds or replace Jokers if you may; then throw one card onto the fire pile to end your turn.</source>
        <translation>On your turn: draw one card, from the stock or the top of the fire pile; then lay melds, add to melds or replace Jokers if you may; then throw one card onto the fire pile to end your turn.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="152"/>
        <source>Melds</source>
        <translation>Melds</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="155"/>
        <source>A run: three or more cards of one suit in a row, such as 5 6 7 of hearts. An Ace is low (A 2 3) or high (Q K A), but a run never goes round the corner (K A 2).</source>
        <translation>A run: three or more cards of one suit in a row, such as 5 6 7 of hearts. An Ace is low (A 2 3) or high (Q K A), but a run never goes round the corner (K A 2).</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="160"/>
        <source>A set: three or four cards of one rank, all of different suits. The two copies of the same card never share a set.</source>
        <translation>A set: three or four cards of one rank, all of different suits. The two copies of the same card never share a set.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="165"/>
        <source>A meld may hold one Joker at most. Melds are never split or rearranged, and every card added must leave a proper run or set.</source>
        <translation>A meld may hold one Joker at most. Melds are never split or rearranged, and every card added must leave a proper run or set.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="175"/>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="176"/>
        <source>In a meld</source>
        <translation>In a meld</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="177"/>
        <source>Left in your hand</source>
        <translation>Left in your hand</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="181"/>
        <source>2 to 10</source>
        <translation>2 to 10</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="182"/>
        <location filename="../../hand_desktop/ui/help.py" line="183"/>
        <source>its number</source>
        <translation>its number</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="185"/>
        <source>Jack, Queen, King</source>
        <translation>Jack, Queen, King</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="186"/>
        <source>Ace, high or in a set</source>
        <translation>Ace, high or in a set</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="187"/>
        <source>Ace, low (A 2 3)</source>
        <translation>Ace, low (A 2 3)</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="189"/>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="190"/>
        <source>the card it stands for</source>
        <translation>the card it stands for</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="198"/>
        <source>The opening</source>
        <translation>The opening</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="200"/>
        <source>Your first lay-down in a round is your opening: one or more new melds from your hand, all at once, whose values add up to at least the opening threshold. If one meld is wrong or the total falls short, nothing is laid and you have not opened.</source>
        <translation>Your first lay-down in a round is your opening: one or more new melds from your hand, all at once, whose values add up to at least the opening threshold. If one meld is wrong or the total falls short, nothing is laid and you have not opened.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="212"/>
        <source>The first opening of the round needs %1 points. Every later opening must beat the previous one by at least a point: if someone opens with %2, the next opening needs %3. The counter on the table shows what you have and what you need.</source>
        <translation>The first opening of the round needs %1 points. Every later opening must beat the previous one by at least a point: if someone opens with %2, the next opening needs %3. The counter on the table shows what you have and what you need.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="225"/>
        <source>Every opening needs at least %1 points.</source>
        <translation>Every opening needs at least %1 points.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="229"/>
        <source>Each team opens once: the first opening by either partner opens the team, and the other partner then plays freely. The rising value runs between the teams.</source>
        <translation>Each team opens once: the first opening by either partner opens the team, and the other partner then plays freely. The rising value runs between the teams.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="237"/>
        <source>Each team opens once: the first opening by either partner opens the team, and the other partner then plays freely.</source>
        <translation>Each team opens once: the first opening by either partner opens the team, and the other partner then plays freely.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="244"/>
        <source>Before you have opened you may not add to melds on the table nor replace Jokers. Once opened there is no threshold any more: lay melds, add to any meld (yours, your partner&apos;s or your opponents&apos;) and replace Jokers as you like.</source>
        <translation>Before you have opened you may not add to melds on the table nor replace Jokers. Once opened there is no threshold any more: lay melds, add to any meld (yours, your partner&apos;s or your opponents&apos;) and replace Jokers as you like.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hand_desktop/ui/help.py" line="254"/>
        <source>Nobody may open before %n cards have been thrown onto the fire pile this round (a Hand is exempt).</source>
        <translation>
            <numerusform>Nobody may open before %n card has been thrown onto the fire pile this round (a Hand is exempt).</numerusform>
            <numerusform>Nobody may open before %n cards have been thrown onto the fire pile this round (a Hand is exempt).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="264"/>
        <source>You may open only in a turn in which you took the previous player&apos;s discard.</source>
        <translation>You may open only in a turn in which you took the previous player&apos;s discard.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="270"/>
        <source>A Hand need not reach the opening threshold.</source>
        <translation>A Hand need not reach the opening threshold.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="272"/>
        <source>A low Ace counts %1 in an opening.</source>
        <translation>A low Ace counts %1 in an opening.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="274"/>
        <source>House rules at this table:</source>
        <translation>House rules at this table:</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="279"/>
        <source>The fire card</source>
        <translation>The fire card</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="281"/>
        <source>The fire pile is the discard pile. Every thrown card goes on it face up and everyone can see the whole pile, but only its top card, the fire card, can be taken, instead of drawing from the stock.</source>
        <translation>The fire pile is the discard pile. Every thrown card goes on it face up and everyone can see the whole pile, but only its top card, the fire card, can be taken, instead of drawing from the stock.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="290"/>
        <source>If your side has not opened, taking the fire card means you must open in this same turn, and you may not throw a card before you have opened. The game lets you take it only when an opening exists with your hand and that card, so you never get stuck.</source>
        <translation>If your side has not opened, taking the fire card means you must open in this same turn, and you may not throw a card before you have opened. The game lets you take it only when an opening exists with your hand and that card, so you never get stuck.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="297"/>
        <source>Once your side has opened, you take the fire card with no obligation.</source>
        <translation>Once your side has opened, you take the fire card with no obligation.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="300"/>
        <source>You may not throw the fire card back in the same turn.</source>
        <translation>You may not throw the fire card back in the same turn.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="302"/>
        <source>You may not throw the fire card back in the same turn, nor its twin (the other copy of the same card).</source>
        <translation>You may not throw the fire card back in the same turn, nor its twin (the other copy of the same card).</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="312"/>
        <source>Jokers</source>
        <translation>Jokers</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="315"/>
        <source>The two Jokers are the only wild cards. A Joker stands for one missing card: in a run it fills the gap or sits at either end, in a set it takes a missing suit.</source>
        <translation>The two Jokers are the only wild cards. A Joker stands for one missing card: in a run it fills the gap or sits at either end, in a set it takes a missing suit.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="320"/>
        <source>Once opened, you may replace a Joker: put the real card it stands for into its meld and take the Joker into your hand, to use again at once. In a set of two cards and a Joker you must add both missing suits together.</source>
        <translation>Once opened, you may replace a Joker: put the real card it stands for into its meld and take the Joker into your hand, to use again at once. In a set of two cards and a Joker you must add both missing suits together.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="326"/>
        <source>A second Joker may never join a meld. Jokers are thrown and taken from the fire pile like any other card.</source>
        <translation>A second Joker may never join a meld. Jokers are thrown and taken from the fire pile like any other card.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="332"/>
        <source>A Joker left in your hand at the end of a round costs %1 points.</source>
        <translation>A Joker left in your hand at the end of a round costs %1 points.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="342"/>
        <source>The Hand</source>
        <translation>The Hand</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="344"/>
        <source>A Hand is going out all in one turn: you laid nothing in earlier turns, and in this turn you lay your whole hand in new melds of your own, adding nothing to melds already on the table, and go out. A Hand scores double.</source>
        <translation>A Hand is going out all in one turn: you laid nothing in earlier turns, and in this turn you lay your whole hand in new melds of your own, adding nothing to melds already on the table, and go out. A Hand scores double.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="352"/>
        <source>At this table a Hand need not reach the opening threshold.</source>
        <translation>At this table a Hand need not reach the opening threshold.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="355"/>
        <source>A Hand by a player whose side has not opened is also that side&apos;s opening, so its melds must reach the opening threshold too.</source>
        <translation>A Hand by a player whose side has not opened is also that side&apos;s opening, so its melds must reach the opening threshold too.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="363"/>
        <source>If your partner has already opened, your Hand needs no threshold.</source>
        <translation>If your partner has already opened, your Hand needs no threshold.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="369"/>
        <source>With the Gulf score table there are special Hands, worth more: a coloured Hand (all 15 cards red, or all black), a Joker Hand (the card thrown last is a Joker), a suited Hand (all 15 cards of one suit), a double Joker Hand (both Jokers thrown at the end) and a double Joker coloured Hand. A finish that fits several scores the highest.</source>
        <translation>With the Gulf score table there are special Hands, worth more: a coloured Hand (all 15 cards red, or all black), a Joker Hand (the card thrown last is a Joker), a suited Hand (all 15 cards of one suit), a double Joker Hand (both Jokers thrown at the end) and a double Joker coloured Hand. A finish that fits several scores the highest.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="381"/>
        <source>Going out</source>
        <translation>Going out</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="384"/>
        <source>The round ends the moment a player has no cards left. Going out always ends with a throw onto the fire pile.</source>
        <translation>The round ends the moment a player has no cards left. Going out always ends with a throw onto the fire pile.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="392"/>
        <source>The round ends the moment a player has no cards left: after throwing their last card, or after laying or adding their last cards (no throw needed).</source>
        <translation>The round ends the moment a player has no cards left: after throwing their last card, or after laying or adding their last cards (no throw needed).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hand_desktop/ui/help.py" line="400"/>
        <source>When the stock runs out, the fire pile except its top card is shuffled into a new stock, at most %n time(s) a round. If the stock is needed after that, the round ends with no result and everyone scores 0.</source>
        <translation>
            <numerusform>When the stock runs out, the fire pile except its top card is shuffled into a new stock, at most %n time a round. If the stock is needed after that, the round ends with no result and everyone scores 0.</numerusform>
            <numerusform>When the stock runs out, the fire pile except its top card is shuffled into a new stock, at most %n times a round. If the stock is needed after that, the round ends with no result and everyone scores 0.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="411"/>
        <source>When the stock runs out, the round ends with no result and everyone scores 0.</source>
        <translation>When the stock runs out, the round ends with no result and everyone scores 0.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="419"/>
        <source>Scoring</source>
        <translation>Scoring</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="422"/>
        <source>Your hand&apos;s value is the sum of the cards left in it (an Ace counts 11, a Joker %1).</source>
        <translation>Your hand&apos;s value is the sum of the cards left in it (an Ace counts 11, a Joker %1).</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="429"/>
        <source>hand value</source>
        <translation>hand value</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="430"/>
        <source>%1 × hand value</source>
        <translation>%1 × hand value</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="437"/>
        <location filename="../../hand_desktop/ui/help.py" line="453"/>
        <source>Finish</source>
        <translation>Finish</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="438"/>
        <location filename="../../hand_desktop/ui/help.py" line="454"/>
        <source>Player who went out</source>
        <translation>Player who went out</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="439"/>
        <location filename="../../hand_desktop/ui/help.py" line="455"/>
        <source>Not opened</source>
        <translation>Not opened</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="440"/>
        <location filename="../../hand_desktop/ui/help.py" line="456"/>
        <source>Opened</source>
        <translation>Opened</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="443"/>
        <location filename="../../hand_desktop/ui/help.py" line="459"/>
        <source>Normal finish</source>
        <translation>Normal finish</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="444"/>
        <location filename="../../hand_desktop/ui/help.py" line="460"/>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="445"/>
        <source>Coloured Hand</source>
        <translation>Coloured Hand</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="446"/>
        <source>Joker Hand</source>
        <translation>Joker Hand</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="447"/>
        <source>Suited Hand</source>
        <translation>Suited Hand</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="448"/>
        <source>Double Joker Hand</source>
        <translation>Double Joker Hand</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="449"/>
        <source>Double Joker coloured Hand</source>
        <translation>Double Joker coloured Hand</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="463"/>
        <source>Partner of the player who went out</source>
        <translation>Partner of the player who went out</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="472"/>
        <source>A round with no result scores 0 for everyone.</source>
        <translation>A round with no result scores 0 for everyone.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="475"/>
        <source>Opened counts per team: a partner who laid nothing but whose team opened pays the value of their hand, not 100.</source>
        <translation>Opened counts per team: a partner who laid nothing but whose team opened pays the value of their hand, not 100.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="484"/>
        <source>End of the match</source>
        <translation>End of the match</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hand_desktop/ui/help.py" line="487"/>
        <source>After %n round(s) the team with the lowest total wins. If the lowest total is tied, deciding rounds are played until one total is lowest.</source>
        <translation>
            <numerusform>After %n round the team with the lowest total wins. If the lowest total is tied, deciding rounds are played until one total is lowest.</numerusform>
            <numerusform>After %n rounds the team with the lowest total wins. If the lowest total is tied, deciding rounds are played until one total is lowest.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../hand_desktop/ui/help.py" line="497"/>
        <source>After %n round(s) the player with the lowest total wins. If the lowest total is tied, deciding rounds are played until one total is lowest.</source>
        <translation>
            <numerusform>After %n round the player with the lowest total wins. If the lowest total is tied, deciding rounds are played until one total is lowest.</numerusform>
            <numerusform>After %n rounds the player with the lowest total wins. If the lowest total is tied, deciding rounds are played until one total is lowest.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Scores</name>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="92"/>
        <source>%1 &amp; %2</source>
        <translation>%1 &amp; %2</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="40"/>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="53"/>
        <source>drew from the stock</source>
        <translation>drew from the stock</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="54"/>
        <source>took %1 from the fire</source>
        <translation>took %1 from the fire</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="57"/>
        <source>opened with %1 points</source>
        <translation>opened with %1 points</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hand_desktop/ui/table/text.py" line="59"/>
        <source>laid %n meld(s)</source>
        <translation>
            <numerusform>laid %n meld</numerusform>
            <numerusform>laid %n melds</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="62"/>
        <source>added %1 to a meld</source>
        <translation>added %1 to a meld</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="64"/>
        <source>took back a Joker</source>
        <translation>took back a Joker</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="66"/>
        <source>discarded %1</source>
        <translation>discarded %1</translation>
    </message>
</context>
<context>
    <name>Variant</name>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="47"/>
        <location filename="../../hand_desktop/ui/help.py" line="34"/>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="48"/>
        <location filename="../../hand_desktop/ui/help.py" line="35"/>
        <source>Hand Partners</source>
        <translation>Hand Partners</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="49"/>
        <location filename="../../hand_desktop/ui/help.py" line="36"/>
        <source>Saudi Hand</source>
        <translation>Saudi Hand</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="50"/>
        <location filename="../../hand_desktop/ui/help.py" line="37"/>
        <source>Saudi Hand Partners</source>
        <translation>Saudi Hand Partners</translation>
    </message>
</context>
</TS>
