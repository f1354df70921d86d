<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar" sourcelanguage="en">
<context>
    <name>Errors</name>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="17"/>
        <source>That move is not understood.</source>
        <translation>هذه الحركة غير مفهومة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="18"/>
        <source>It is not your turn.</source>
        <translation>ليس دورك.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="19"/>
        <source>You cannot do that now.</source>
        <translation>لا يمكنك فعل ذلك الآن.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="20"/>
        <source>You took the fire card: open before you discard.</source>
        <translation>أخذت ورقة الأرض: انزل قبل أن ترمي.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="22"/>
        <source>Open first: you may add to melds only after your side has opened.</source>
        <translation>انزل أولاً: الإضافة على التنزيلات مسموحة فقط بعد نزولك أو نزول فريقك.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="24"/>
        <source>That meld is not on the table.</source>
        <translation>هذه التنزيلة ليست على الطاولة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="25"/>
        <source>That card is not in your hand.</source>
        <translation>هذه الورقة ليست في يدك.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="26"/>
        <source>A meld may hold only one Joker.</source>
        <translation>لا يُسمح إلا بجوكر واحد في التنزيلة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="27"/>
        <source>These cards are not a run or a set.</source>
        <translation>هذه الأوراق ليست سلسلة ولا مجموعة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="28"/>
        <source>That card does not fit this meld.</source>
        <translation>هذه الورقة لا تركب على هذه التنزيلة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="29"/>
        <source>Only the card the Joker stands for can take its place.</source>
        <translation>لا يحلّ محلّ الجوكر إلا الورقة التي يمثّلها.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="31"/>
        <source>You may not open yet under this table&apos;s house rules.</source>
        <translation>لا يمكنك النزول بعد حسب قواعد هذه الطاولة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="33"/>
        <source>Your melds do not reach the points needed to open.</source>
        <translation>تنزيلاتك لا تبلغ النقاط المطلوبة للنزول.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="35"/>
        <source>You may not throw back the fire card or its twin this turn.</source>
        <translation>لا يجوز أن ترمي ورقة الأرض ولا توأمها في هذا الدور.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/messages.py" line="37"/>
        <source>You can take the fire card only if you can open with it now.</source>
        <translation>لا يمكنك أخذ ورقة الأرض إلا إذا كنت تستطيع النزول بها الآن.</translation>
    </message>
</context>
<context>
    <name>Finish</name>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="59"/>
        <source>Normal finish</source>
        <translation>إنهاء عادي</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="60"/>
        <source>Hand</source>
        <translation>هاند</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="61"/>
        <source>No contest</source>
        <translation>بلا نتيجة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="62"/>
        <source>Coloured Hand</source>
        <translation>هاند ملوّن</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="63"/>
        <source>Joker Hand</source>
        <translation>هاند جوكر</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="64"/>
        <source>Suited Hand</source>
        <translation>هاند من شكل واحد</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="65"/>
        <source>Double Joker Hand</source>
        <translation>هاند جوكرين</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="66"/>
        <source>Double Joker coloured Hand</source>
        <translation>هاند جوكرين ملوّن</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../hand_desktop/ui/app.py" line="13"/>
        <source>Hand</source>
        <translation>هاند</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/app.py" line="15"/>
        <source>The table is being built. The rules engine is ready.</source>
        <translation>الطاولة قيد البناء. محرّك القواعد جاهز.</translation>
    </message>
</context>
<context>
    <name>MatchEnd</name>
    <message numerus="yes">
        <location filename="../../hand_desktop/ui/dialogs/round_summary.py" line="359"/>
        <source>%1 rounds and %n deciding round(s) played.</source>
        <translation>
            <numerusform>لُعبت %1 جولات دون جولات فاصلة.</numerusform>
            <numerusform>لُعبت %1 جولات وجولة فاصلة واحدة.</numerusform>
            <numerusform>لُعبت %1 جولات وجولتان فاصلتان.</numerusform>
            <numerusform>لُعبت %1 جولات و%n جولات فاصلة.</numerusform>
            <numerusform>لُعبت %1 جولات و%n جولة فاصلة.</numerusform>
            <numerusform>لُعبت %1 جولات و%n جولة فاصلة.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/new_game.py" line="44"/>
        <source>Human</source>
        <translation>لاعب</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/new_game.py" line="45"/>
        <source>Computer (Easy)</source>
        <translation>الكمبيوتر (سهل)</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/new_game.py" line="46"/>
        <source>Computer (Medium)</source>
        <translation>الكمبيوتر (متوسط)</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/new_game.py" line="47"/>
        <source>Computer (Hard)</source>
        <translation>الكمبيوتر (صعب)</translation>
    </message>
</context>
<context>
    <name>PreparedArea</name>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="73"/>
        <source>Melds ready: %1 points</source>
        <translation>التنزيلات الجاهزة: %1 نقطة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="76"/>
        <source>enough to open</source>
        <translation>تكفي للنزول</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hand_desktop/ui/table/text.py" line="78"/>
        <source>you need %n more point(s)</source>
        <translation>
            <numerusform>ينقصك %n نقطة</numerusform>
            <numerusform>ينقصك نقطة واحدة</numerusform>
            <numerusform>ينقصك نقطتان</numerusform>
            <numerusform>ينقصك %n نقاط</numerusform>
            <numerusform>ينقصك %n نقطة</numerusform>
            <numerusform>ينقصك %n نقطة</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="80"/>
        <source>%1 (to open now: %2)</source>
        <translation>%1 (للنزول الآن: %2)</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="86"/>
        <source>A meld may hold only one Joker.</source>
        <translation>لا يُسمح إلا بجوكر واحد في التنزيلة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="87"/>
        <source>The same card twice cannot be in one meld.</source>
        <translation>لا تتكرر الورقة نفسها في تنزيلة واحدة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="88"/>
        <source>Neither one rank (a set) nor one suit (a run).</source>
        <translation>ليست من رقم واحد (مجموعة) ولا من شكل واحد (سلسلة).</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="89"/>
        <source>A set needs different suits.</source>
        <translation>المجموعة تحتاج أشكالاً مختلفة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="90"/>
        <source>A set has at most four cards.</source>
        <translation>المجموعة أربع أوراق على الأكثر.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="91"/>
        <source>A run needs consecutive ranks.</source>
        <translation>السلسلة تحتاج أرقامًا متتالية.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="92"/>
        <source>A run cannot go past the Aces.</source>
        <translation>السلسلة لا تتجاوز الآس.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="98"/>
        <source>These cards are not a run or a set.</source>
        <translation>هذه الأوراق ليست سلسلة ولا مجموعة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="104"/>
        <source>A valid meld worth %1 points.</source>
        <translation>تنزيلة صحيحة قيمتها %1 نقطة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="107"/>
        <source>Not a meld yet: a meld needs at least three cards.</source>
        <translation>ليست تنزيلة بعد: التنزيلة ثلاث أوراق على الأقل.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="537"/>
        <source>Rules: %1</source>
        <translation>القواعد: %1</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="82"/>
        <source>How to play %1</source>
        <translation>طريقة لعب %1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="98"/>
        <source>The game</source>
        <translation>اللعبة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="100"/>
        <source>Hand is a rummy game for two decks: 106 cards, that is two packs of 52 and two Jokers. Every card exists twice. The aim of each round is to get rid of all your cards by laying them on the table in melds. Points are penalties: the fewer, the better.</source>
        <translation>هاند لعبة ورق من عائلة الرمي، تُلعب بشدّتين كاملتين (52 ورقة لكل منهما) وجوكرين، فمجموع الأوراق 106 وكل ورقة موجودة مرتين. الهدف في كل جولة أن تتخلّص من كل أوراقك بتنزيلها على الطاولة. النقاط عقوبة: الأقل أفضل.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="109"/>
        <source>Four players in two teams of two. Partners sit opposite each other, so turns alternate between the teams. A team&apos;s score is the sum of both partners&apos; points.</source>
        <translation>أربعة لاعبين في فريقين، كل فريق شريكان يجلسان متقابلين، فيتناوب الفريقان على الأدوار. نقاط الفريق هي مجموع نقاط الشريكين.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="116"/>
        <source>Two, three or four players, each playing for themselves.</source>
        <translation>لاعبان أو ثلاثة أو أربعة، كلٌّ يلعب لنفسه.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hand_desktop/ui/help.py" line="118"/>
        <source>The match lasts %n round(s). The lowest total at the end wins.</source>
        <translation>
            <numerusform>المباراة %n جولة، ويفوز في النهاية صاحب أقل مجموع.</numerusform>
            <numerusform>المباراة جولة واحدة، ويفوز في النهاية صاحب أقل مجموع.</numerusform>
            <numerusform>المباراة جولتان، ويفوز في النهاية صاحب أقل مجموع.</numerusform>
            <numerusform>المباراة %n جولات، ويفوز في النهاية صاحب أقل مجموع.</numerusform>
            <numerusform>المباراة %n جولة، ويفوز في النهاية صاحب أقل مجموع.</numerusform>
            <numerusform>المباراة %n جولة، ويفوز في النهاية صاحب أقل مجموع.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="128"/>
        <source>The deal and a turn</source>
        <translation>التوزيع والدور</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="131"/>
        <source>Everyone gets 14 cards; the player after the dealer gets a 15th and starts by throwing one card onto the fire pile, without drawing.</source>
        <translation>يأخذ كل لاعب 14 ورقة، ويأخذ اللاعب الذي بعد الموزّع ورقة خامسة عشرة ويبدأ برمي ورقة على الأرض دون أن يسحب.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="136"/>
        <source>The rest of the cards form the stock, face down. The deal passes to the next player every round, and play goes counter-clockwise.</source>
        <translation>باقي الأوراق هي الكومة، مقلوبة على وجهها. ينتقل التوزيع إلى اللاعب التالي في كل جولة، واللعب عكس عقارب الساعة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="141"/>
        <source>On your turn: draw one card, from the stock or the top of the fire pile; then lay melds, add to melds or replace Jokers if you may; then throw one card onto the fire pile to end your turn.</source>
        <translation>في دورك: اسحب ورقة واحدة من الكومة أو من أعلى الأرض، ثم نزّل تنزيلات أو أضف عليها أو استبدل الجوكر إن كان ذلك مسموحًا لك، ثم ارمِ ورقة على الأرض لينتهي دورك.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="152"/>
        <source>Melds</source>
        <translation>التنزيلات</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="155"/>
        <source>A run: three or more cards of one suit in a row, such as 5 6 7 of hearts. An Ace is low (A 2 3) or high (Q K A), but a run never goes round the corner (K A 2).</source>
        <translation>السلسلة: ثلاث أوراق أو أكثر من شكل واحد متتالية، مثل 5 و6 و7 قلب. الآس يأتي في الأسفل (آس 2 3) أو في الأعلى (بنت شايب آس)، لكن السلسلة لا تلتفّ أبدًا (شايب آس 2).</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="160"/>
        <source>A set: three or four cards of one rank, all of different suits. The two copies of the same card never share a set.</source>
        <translation>المجموعة: ثلاث أو أربع أوراق من رقم واحد، كلها من أشكال مختلفة. نسختا الورقة نفسها لا تجتمعان في مجموعة واحدة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="165"/>
        <source>A meld may hold one Joker at most. Melds are never split or rearranged, and every card added must leave a proper run or set.</source>
        <translation>في التنزيلة جوكر واحد على الأكثر. لا تُقسم التنزيلات ولا يُعاد ترتيبها، وكل ورقة تُضاف يجب أن تُبقي سلسلة أو مجموعة صحيحة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="175"/>
        <source>Card</source>
        <translation>الورقة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="176"/>
        <source>In a meld</source>
        <translation>في التنزيلة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="177"/>
        <source>Left in your hand</source>
        <translation>باقية في يدك</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="181"/>
        <source>2 to 10</source>
        <translation>من 2 إلى 10</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="182"/>
        <location filename="../../hand_desktop/ui/help.py" line="183"/>
        <source>its number</source>
        <translation>رقمها</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="185"/>
        <source>Jack, Queen, King</source>
        <translation>الولد، البنت، الشايب</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="186"/>
        <source>Ace, high or in a set</source>
        <translation>الآس في الأعلى أو في مجموعة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="187"/>
        <source>Ace, low (A 2 3)</source>
        <translation>الآس في الأسفل (آس 2 3)</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="189"/>
        <source>Joker</source>
        <translation>الجوكر</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="190"/>
        <source>the card it stands for</source>
        <translation>قيمة الورقة التي يمثّلها</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="198"/>
        <source>The opening</source>
        <translation>النزول</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="200"/>
        <source>Your first lay-down in a round is your opening: one or more new melds from your hand, all at once, whose values add up to at least the opening threshold. If one meld is wrong or the total falls short, nothing is laid and you have not opened.</source>
        <translation>أول ما تنزّله في الجولة هو نزولك: تنزيلة أو أكثر من يدك دفعة واحدة، يبلغ مجموع قيمها حدّ النزول على الأقل. إذا كانت إحدى التنزيلات خاطئة أو نقص المجموع، لا ينزل شيء وتبقى غير نازل.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="212"/>
        <source>The first opening of the round needs %1 points. Every later opening must beat the previous one by at least a point: if someone opens with %2, the next opening needs %3. The counter on the table shows what you have and what you need.</source>
        <translation>أول نزول في الجولة يحتاج %1 نقطة، وكل نزول بعده يجب أن يزيد على النزول الذي قبله بنقطة على الأقل: إذا نزل أحدهم بـ%2 فالنزول التالي يحتاج %3. العدّاد على الطاولة يبيّن ما معك وما تحتاجه.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="225"/>
        <source>Every opening needs at least %1 points.</source>
        <translation>كل نزول يحتاج %1 نقطة على الأقل.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="229"/>
        <source>Each team opens once: the first opening by either partner opens the team, and the other partner then plays freely. The rising value runs between the teams.</source>
        <translation>كل فريق ينزل مرة واحدة: أول نزول لأيٍّ من الشريكين يُنزل الفريق كله، ثم يلعب الشريك الآخر بحرية. والحدّ المتصاعد يسري بين الفريقين.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="237"/>
        <source>Each team opens once: the first opening by either partner opens the team, and the other partner then plays freely.</source>
        <translation>كل فريق ينزل مرة واحدة: أول نزول لأيٍّ من الشريكين يُنزل الفريق كله، ثم يلعب الشريك الآخر بحرية.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="244"/>
        <source>Before you have opened you may not add to melds on the table nor replace Jokers. Once opened there is no threshold any more: lay melds, add to any meld (yours, your partner&apos;s or your opponents&apos;) and replace Jokers as you like.</source>
        <translation>قبل أن تنزل لا يجوز لك الإضافة على التنزيلات التي على الطاولة ولا استبدال الجوكر. وبعد النزول لا حدّ بعد ذلك: نزّل تنزيلات، وأضف على أي تنزيلة (لك أو لشريكك أو لخصومك)، واستبدل الجوكر كما تشاء.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hand_desktop/ui/help.py" line="254"/>
        <source>Nobody may open before %n cards have been thrown onto the fire pile this round (a Hand is exempt).</source>
        <translation>
            <numerusform>لا يجوز لأحد أن ينزل قبل أن تُرمى %n ورقة على الأرض في هذه الجولة (الهاند مستثنى).</numerusform>
            <numerusform>لا يجوز لأحد أن ينزل قبل أن تُرمى ورقة واحدة على الأرض في هذه الجولة (الهاند مستثنى).</numerusform>
            <numerusform>لا يجوز لأحد أن ينزل قبل أن تُرمى ورقتان على الأرض في هذه الجولة (الهاند مستثنى).</numerusform>
            <numerusform>لا يجوز لأحد أن ينزل قبل أن تُرمى %n أوراق على الأرض في هذه الجولة (الهاند مستثنى).</numerusform>
            <numerusform>لا يجوز لأحد أن ينزل قبل أن تُرمى %n ورقة على الأرض في هذه الجولة (الهاند مستثنى).</numerusform>
            <numerusform>لا يجوز لأحد أن ينزل قبل أن تُرمى %n ورقة على الأرض في هذه الجولة (الهاند مستثنى).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="264"/>
        <source>You may open only in a turn in which you took the previous player&apos;s discard.</source>
        <translation>لا يجوز لك النزول إلا في دور أخذت فيه الورقة التي رماها اللاعب الذي قبلك.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="270"/>
        <source>A Hand need not reach the opening threshold.</source>
        <translation>الهاند لا يحتاج أن يبلغ حدّ النزول.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="272"/>
        <source>A low Ace counts %1 in an opening.</source>
        <translation>الآس في الأسفل يُحسب %1 في النزول.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="274"/>
        <source>House rules at this table:</source>
        <translation>قواعد خاصة بهذه الطاولة:</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="279"/>
        <source>The fire card</source>
        <translation>ورقة الأرض</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="281"/>
        <source>The fire pile is the discard pile. Every thrown card goes on it face up and everyone can see the whole pile, but only its top card, the fire card, can be taken, instead of drawing from the stock.</source>
        <translation>الأرض هي كومة الأوراق المرمية. كل ورقة تُرمى توضع عليها مكشوفة ويرى الجميع الأرض كلها، لكن لا يؤخذ منها إلا الورقة التي في أعلاها، أي ورقة الأرض، بدلاً من السحب من الكومة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="290"/>
        <source>If your side has not opened, taking the fire card means you must open in this same turn, and you may not throw a card before you have opened. The game lets you take it only when an opening exists with your hand and that card, so you never get stuck.</source>
        <translation>إذا لم تنزل أنت أو فريقك بعد، فأخذ ورقة الأرض يُلزمك بالنزول في الدور نفسه، ولا يجوز لك أن ترمي ورقة قبل أن تنزل. ولا تسمح لك اللعبة بأخذها إلا إذا كان النزول ممكنًا بيدك مع تلك الورقة، فلا تعلق أبدًا.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="297"/>
        <source>Once your side has opened, you take the fire card with no obligation.</source>
        <translation>بعد نزولك أو نزول فريقك تأخذ ورقة الأرض دون أي التزام.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="300"/>
        <source>You may not throw the fire card back in the same turn.</source>
        <translation>لا يجوز أن ترمي ورقة الأرض في الدور نفسه الذي أخذتها فيه.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="302"/>
        <source>You may not throw the fire card back in the same turn, nor its twin (the other copy of the same card).</source>
        <translation>لا يجوز أن ترمي ورقة الأرض في الدور نفسه الذي أخذتها فيه، ولا توأمها (النسخة الأخرى من الورقة نفسها).</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="312"/>
        <source>Jokers</source>
        <translation>الجوكر</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="315"/>
        <source>The two Jokers are the only wild cards. A Joker stands for one missing card: in a run it fills the gap or sits at either end, in a set it takes a missing suit.</source>
        <translation>الجوكران هما الورقتان الوحيدتان اللتان تحلّان محلّ أي ورقة. الجوكر يمثّل ورقة ناقصة واحدة: في السلسلة يملأ الفراغ أو يقف عند أحد طرفيها، وفي المجموعة يأخذ شكلاً ناقصًا.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="320"/>
        <source>Once opened, you may replace a Joker: put the real card it stands for into its meld and take the Joker into your hand, to use again at once. In a set of two cards and a Joker you must add both missing suits together.</source>
        <translation>بعد النزول يمكنك استبدال الجوكر: ضع الورقة الحقيقية التي يمثّلها في تنزيلته وخذ الجوكر إلى يدك لتستعمله فورًا. وفي مجموعة من ورقتين وجوكر يجب أن تضيف الشكلين الناقصين معًا.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="326"/>
        <source>A second Joker may never join a meld. Jokers are thrown and taken from the fire pile like any other card.</source>
        <translation>لا يدخل جوكر ثانٍ أي تنزيلة أبدًا. ويُرمى الجوكر ويؤخذ من الأرض مثل أي ورقة أخرى.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="332"/>
        <source>A Joker left in your hand at the end of a round costs %1 points.</source>
        <translation>الجوكر الذي يبقى في يدك في آخر الجولة يكلّفك %1 نقطة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="342"/>
        <source>The Hand</source>
        <translation>الهاند</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="344"/>
        <source>A Hand is going out all in one turn: you laid nothing in earlier turns, and in this turn you lay your whole hand in new melds of your own, adding nothing to melds already on the table, and go out. A Hand scores double.</source>
        <translation>الهاند أن تُنهي كل أوراقك في دور واحد: لم تنزّل شيئًا في الأدوار السابقة، وفي هذا الدور تنزّل يدك كلها في تنزيلات جديدة لك، دون أن تضيف شيئًا على التنزيلات الموجودة على الطاولة، وتخلّص. نقاط الهاند مضاعفة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="352"/>
        <source>At this table a Hand need not reach the opening threshold.</source>
        <translation>على هذه الطاولة لا يحتاج الهاند أن يبلغ حدّ النزول.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="355"/>
        <source>A Hand by a player whose side has not opened is also that side&apos;s opening, so its melds must reach the opening threshold too.</source>
        <translation>هاند اللاعب الذي لم ينزل هو ولا فريقه يُعدّ نزولاً أيضًا، فيجب أن تبلغ تنزيلاته حدّ النزول كذلك.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="363"/>
        <source>If your partner has already opened, your Hand needs no threshold.</source>
        <translation>إذا كان شريكك قد نزل، فلا يحتاج هاندك إلى حدّ النزول.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="369"/>
        <source>With the Gulf score table there are special Hands, worth more: a coloured Hand (all 15 cards red, or all black), a Joker Hand (the card thrown last is a Joker), a suited Hand (all 15 cards of one suit), a double Joker Hand (both Jokers thrown at the end) and a double Joker coloured Hand. A finish that fits several scores the highest.</source>
        <translation>مع جدول النقاط الخليجي توجد أنواع خاصة من الهاند قيمتها أعلى: الهاند الملوّن (الأوراق الـ15 كلها حمراء أو كلها سوداء)، وهاند الجوكر (آخر ورقة تُرمى جوكر)، والهاند من شكل واحد (الأوراق الـ15 كلها من شكل واحد)، وهاند الجوكرين (يُرمى الجوكران في النهاية)، وهاند الجوكرين الملوّن. وإذا انطبق على الإنهاء أكثر من نوع يُحسب الأعلى.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="381"/>
        <source>Going out</source>
        <translation>إنهاء الجولة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="384"/>
        <source>The round ends the moment a player has no cards left. Going out always ends with a throw onto the fire pile.</source>
        <translation>تنتهي الجولة لحظة أن تنتهي أوراق أحد اللاعبين، والإنهاء يكون دائمًا برمي ورقة على الأرض.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="392"/>
        <source>The round ends the moment a player has no cards left: after throwing their last card, or after laying or adding their last cards (no throw needed).</source>
        <translation>تنتهي الجولة لحظة أن تنتهي أوراق أحد اللاعبين: بعد رمي آخر ورقة، أو بعد تنزيل آخر أوراقه أو إضافتها (دون حاجة إلى الرمي).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hand_desktop/ui/help.py" line="400"/>
        <source>When the stock runs out, the fire pile except its top card is shuffled into a new stock, at most %n time(s) a round. If the stock is needed after that, the round ends with no result and everyone scores 0.</source>
        <translation>
            <numerusform>عندما تنتهي الكومة تُخلط أوراق الأرض ما عدا الورقة العليا لتصير كومة جديدة، %n مرة على الأكثر في الجولة. وإذا احتيج إلى الكومة بعد ذلك تنتهي الجولة بلا نتيجة ويأخذ الجميع 0.</numerusform>
            <numerusform>عندما تنتهي الكومة تُخلط أوراق الأرض ما عدا الورقة العليا لتصير كومة جديدة، مرة واحدة على الأكثر في الجولة. وإذا احتيج إلى الكومة بعد ذلك تنتهي الجولة بلا نتيجة ويأخذ الجميع 0.</numerusform>
            <numerusform>عندما تنتهي الكومة تُخلط أوراق الأرض ما عدا الورقة العليا لتصير كومة جديدة، مرتين على الأكثر في الجولة. وإذا احتيج إلى الكومة بعد ذلك تنتهي الجولة بلا نتيجة ويأخذ الجميع 0.</numerusform>
            <numerusform>عندما تنتهي الكومة تُخلط أوراق الأرض ما عدا الورقة العليا لتصير كومة جديدة، %n مرات على الأكثر في الجولة. وإذا احتيج إلى الكومة بعد ذلك تنتهي الجولة بلا نتيجة ويأخذ الجميع 0.</numerusform>
            <numerusform>عندما تنتهي الكومة تُخلط أوراق الأرض ما عدا الورقة العليا لتصير كومة جديدة، %n مرة على الأكثر في الجولة. وإذا احتيج إلى الكومة بعد ذلك تنتهي الجولة بلا نتيجة ويأخذ الجميع 0.</numerusform>
            <numerusform>عندما تنتهي الكومة تُخلط أوراق الأرض ما عدا الورقة العليا لتصير كومة جديدة، %n مرة على الأكثر في الجولة. وإذا احتيج إلى الكومة بعد ذلك تنتهي الجولة بلا نتيجة ويأخذ الجميع 0.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="411"/>
        <source>When the stock runs out, the round ends with no result and everyone scores 0.</source>
        <translation>عندما تنتهي الكومة تنتهي الجولة بلا نتيجة ويأخذ الجميع 0.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="419"/>
        <source>Scoring</source>
        <translation>حساب النقاط</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="422"/>
        <source>Your hand&apos;s value is the sum of the cards left in it (an Ace counts 11, a Joker %1).</source>
        <translation>قيمة يدك هي مجموع الأوراق الباقية فيها (الآس 11، والجوكر %1).</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="429"/>
        <source>hand value</source>
        <translation>قيمة اليد</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="430"/>
        <source>%1 × hand value</source>
        <translation>%1 × قيمة اليد</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="437"/>
        <location filename="../../hand_desktop/ui/help.py" line="453"/>
        <source>Finish</source>
        <translation>طريقة الإنهاء</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="438"/>
        <location filename="../../hand_desktop/ui/help.py" line="454"/>
        <source>Player who went out</source>
        <translation>اللاعب الذي أنهى</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="439"/>
        <location filename="../../hand_desktop/ui/help.py" line="455"/>
        <source>Not opened</source>
        <translation>غير نازل</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="440"/>
        <location filename="../../hand_desktop/ui/help.py" line="456"/>
        <source>Opened</source>
        <translation>نازل</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="443"/>
        <location filename="../../hand_desktop/ui/help.py" line="459"/>
        <source>Normal finish</source>
        <translation>إنهاء عادي</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="444"/>
        <location filename="../../hand_desktop/ui/help.py" line="460"/>
        <source>Hand</source>
        <translation>هاند</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="445"/>
        <source>Coloured Hand</source>
        <translation>هاند ملوّن</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="446"/>
        <source>Joker Hand</source>
        <translation>هاند جوكر</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="447"/>
        <source>Suited Hand</source>
        <translation>هاند من شكل واحد</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="448"/>
        <source>Double Joker Hand</source>
        <translation>هاند جوكرين</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="449"/>
        <source>Double Joker coloured Hand</source>
        <translation>هاند جوكرين ملوّن</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="463"/>
        <source>Partner of the player who went out</source>
        <translation>شريك اللاعب الذي أنهى</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="472"/>
        <source>A round with no result scores 0 for everyone.</source>
        <translation>الجولة التي بلا نتيجة: 0 للجميع.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="475"/>
        <source>Opened counts per team: a partner who laid nothing but whose team opened pays the value of their hand, not 100.</source>
        <translation>النزول يُحسب للفريق: الشريك الذي لم ينزّل شيئًا لكن فريقه نازل يدفع قيمة يده، لا 100.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="484"/>
        <source>End of the match</source>
        <translation>نهاية المباراة</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hand_desktop/ui/help.py" line="487"/>
        <source>After %n round(s) the team with the lowest total wins. If the lowest total is tied, deciding rounds are played until one total is lowest.</source>
        <translation>
            <numerusform>بعد %n جولة يفوز الفريق صاحب أقل مجموع. وإذا تعادل أقل مجموع تُلعب جولات فاصلة حتى يصبح مجموع واحد هو الأقل.</numerusform>
            <numerusform>بعد جولة واحدة يفوز الفريق صاحب أقل مجموع. وإذا تعادل أقل مجموع تُلعب جولات فاصلة حتى يصبح مجموع واحد هو الأقل.</numerusform>
            <numerusform>بعد جولتين يفوز الفريق صاحب أقل مجموع. وإذا تعادل أقل مجموع تُلعب جولات فاصلة حتى يصبح مجموع واحد هو الأقل.</numerusform>
            <numerusform>بعد %n جولات يفوز الفريق صاحب أقل مجموع. وإذا تعادل أقل مجموع تُلعب جولات فاصلة حتى يصبح مجموع واحد هو الأقل.</numerusform>
            <numerusform>بعد %n جولة يفوز الفريق صاحب أقل مجموع. وإذا تعادل أقل مجموع تُلعب جولات فاصلة حتى يصبح مجموع واحد هو الأقل.</numerusform>
            <numerusform>بعد %n جولة يفوز الفريق صاحب أقل مجموع. وإذا تعادل أقل مجموع تُلعب جولات فاصلة حتى يصبح مجموع واحد هو الأقل.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../hand_desktop/ui/help.py" line="497"/>
        <source>After %n round(s) the player with the lowest total wins. If the lowest total is tied, deciding rounds are played until one total is lowest.</source>
        <translation>
            <numerusform>بعد %n جولة يفوز اللاعب صاحب أقل مجموع. وإذا تعادل أقل مجموع تُلعب جولات فاصلة حتى يصبح مجموع واحد هو الأقل.</numerusform>
            <numerusform>بعد جولة واحدة يفوز اللاعب صاحب أقل مجموع. وإذا تعادل أقل مجموع تُلعب جولات فاصلة حتى يصبح مجموع واحد هو الأقل.</numerusform>
            <numerusform>بعد جولتين يفوز اللاعب صاحب أقل مجموع. وإذا تعادل أقل مجموع تُلعب جولات فاصلة حتى يصبح مجموع واحد هو الأقل.</numerusform>
            <numerusform>بعد %n جولات يفوز اللاعب صاحب أقل مجموع. وإذا تعادل أقل مجموع تُلعب جولات فاصلة حتى يصبح مجموع واحد هو الأقل.</numerusform>
            <numerusform>بعد %n جولة يفوز اللاعب صاحب أقل مجموع. وإذا تعادل أقل مجموع تُلعب جولات فاصلة حتى يصبح مجموع واحد هو الأقل.</numerusform>
            <numerusform>بعد %n جولة يفوز اللاعب صاحب أقل مجموع. وإذا تعادل أقل مجموع تُلعب جولات فاصلة حتى يصبح مجموع واحد هو الأقل.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Scores</name>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="92"/>
        <source>%1 &amp; %2</source>
        <translation>%1 و%2</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="40"/>
        <source>Joker</source>
        <translation>جوكر</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="53"/>
        <source>drew from the stock</source>
        <translation>سحب من الكومة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="54"/>
        <source>took %1 from the fire</source>
        <translation>أخذ %1 من الأرض</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="57"/>
        <source>opened with %1 points</source>
        <translation>نزل بـ%1 نقطة</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hand_desktop/ui/table/text.py" line="59"/>
        <source>laid %n meld(s)</source>
        <translation>
            <numerusform>نزّل %n تنزيلات</numerusform>
            <numerusform>نزّل تنزيلة واحدة</numerusform>
            <numerusform>نزّل تنزيلتين</numerusform>
            <numerusform>نزّل %n تنزيلات</numerusform>
            <numerusform>نزّل %n تنزيلة</numerusform>
            <numerusform>نزّل %n تنزيلة</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="62"/>
        <source>added %1 to a meld</source>
        <translation>أضاف %1 على تنزيلة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="64"/>
        <source>took back a Joker</source>
        <translation>استبدل جوكر وأخذه</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/text.py" line="66"/>
        <source>discarded %1</source>
        <translation>رمى %1</translation>
    </message>
</context>
<context>
    <name>Variant</name>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="47"/>
        <location filename="../../hand_desktop/ui/help.py" line="34"/>
        <source>Hand</source>
        <translation>هاند</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="48"/>
        <location filename="../../hand_desktop/ui/help.py" line="35"/>
        <source>Hand Partners</source>
        <translation>هاند شراكة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="49"/>
        <location filename="../../hand_desktop/ui/help.py" line="36"/>
        <source>Saudi Hand</source>
        <translation>هاند سعودي</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="50"/>
        <location filename="../../hand_desktop/ui/help.py" line="37"/>
        <source>Saudi Hand Partners</source>
        <translation>هاند سعودي شراكة</translation>
    </message>
</context>
</TS>
