<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar" sourcelanguage="en">
<context>
    <name>Celebration</name>
    <message>
        <location filename="../../hand_desktop/ui/table/celebration.py" line="212"/>
        <source>Hand! Well played, %1</source>
        <translation>هاند! أحسنت يا %1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/celebration.py" line="213"/>
        <source>%1 won the match!</source>
        <translation>المباراة من نصيب %1!</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="339"/>
        <source>Your %1 let %2 go out.</source>
        <translation>رميتك %1 أتاحت لـ%2 أن يُنهي.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="340"/>
        <source>%1&apos;s %2 let %3 go out.</source>
        <translation>رمية %1 ‏%2 أتاحت لـ%3 أن يُنهي.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="341"/>
        <source>Your %1 let %2 open with %3 points.</source>
        <translation>رميتك %1 أتاحت لـ%2 أن ينزل بـ%3 نقطة.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="342"/>
        <source>%1&apos;s %2 let %3 open with %4 points.</source>
        <translation>رمية %1 ‏%2 أتاحت لـ%3 أن ينزل بـ%4 نقطة.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="343"/>
        <source>%1 was the safer throw.</source>
        <translation>كانت %1 رمية أأمن.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="344"/>
        <source>No chance missed in this round.</source>
        <translation>لم تفُت أي فرصة في هذه الجولة.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="345"/>
        <source>%n chance(s) missed, %1 points.</source>
        <translation>
            <numerusform>لم تفُت أي فرصة، %1 نقطة.</numerusform>
            <numerusform>فاتت فرصة واحدة، %1 نقطة.</numerusform>
            <numerusform>فاتت فرصتان، %1 نقطة.</numerusform>
            <numerusform>فاتت %n فرص، %1 نقطة.</numerusform>
            <numerusform>فاتت %n فرصة، %1 نقطة.</numerusform>
            <numerusform>فاتت %n فرصة، %1 نقطة.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="346"/>
        <source>%n chance(s) missed.</source>
        <translation>
            <numerusform>لم تفُت أي فرصة.</numerusform>
            <numerusform>فاتت فرصة واحدة.</numerusform>
            <numerusform>فاتت فرصتان.</numerusform>
            <numerusform>فاتت %n فرص.</numerusform>
            <numerusform>فاتت %n فرصة.</numerusform>
            <numerusform>فاتت %n فرصة.</numerusform>
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
        <translation>ضع %1 على تنزيلة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="349"/>
        <source>the Joker back for %1</source>
        <translation>استرد الجوكر مقابل %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="350"/>
        <source>throw %1</source>
        <translation>ارمِ %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="351"/>
        <source>You could have opened here with %1: %2 points.</source>
        <translation>كان بإمكانك أن تنزل هنا بـ%1: %2 نقطة.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="352"/>
        <source>%1 could have opened here with %2: %3 points.</source>
        <translation>كان بإمكان %1 أن ينزل هنا بـ%2: %3 نقطة.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="353"/>
        <source>Taking %1 from the fire, you could have opened with %2: %3 points.</source>
        <translation>لو أخذت %1 من الأرض لنزلت بـ%2: %3 نقطة.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="354"/>
        <source>Taking %1 from the fire, %2 could have opened with %3: %4 points.</source>
        <translation>لو أخذ %2 ‏%1 من الأرض لنزل بـ%3: %4 نقطة.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="355"/>
        <source>You could have gone out here with a Hand: %1.</source>
        <translation>كان بإمكانك أن تنزّل هاند هنا: %1.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="356"/>
        <source>%1 could have gone out here with a Hand: %2.</source>
        <translation>كان بإمكان %1 أن ينزّل هاند هنا: %2.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="357"/>
        <source>You could have gone out here: %1.</source>
        <translation>كان بإمكانك أن تُنهي هنا: %1.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="358"/>
        <source>%1 could have gone out here: %2.</source>
        <translation>كان بإمكان %1 أن يُنهي هنا: %2.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="359"/>
        <source>Taking %1 from the fire, you could have gone out with a Hand: %2.</source>
        <translation>لو أخذت %1 من الأرض لنزّلت هاند: %2.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="360"/>
        <source>Taking %1 from the fire, %2 could have gone out with a Hand: %3.</source>
        <translation>لو أخذ %2 ‏%1 من الأرض لنزّل هاند: %3.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="361"/>
        <source>Taking %1 from the fire, you could have gone out: %2.</source>
        <translation>لو أخذت %1 من الأرض لأنهيت: %2.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="362"/>
        <source>Taking %1 from the fire, %2 could have gone out: %3.</source>
        <translation>لو أخذ %2 ‏%1 من الأرض لأنهى: %3.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="363"/>
        <source>You could have taken the Joker back for %1.</source>
        <translation>كان بإمكانك أن تسترد الجوكر مقابل %1.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="364"/>
        <source>%1 could have taken the Joker back for %2.</source>
        <translation>كان بإمكان %1 أن يسترد الجوكر مقابل %2.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="338"/>
        <source>%1 points better.</source>
        <translation>أفضل بـ%1 نقطة.</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="27"/>
        <source>That move is not understood.</source>
        <translation>هذه الحركة غير مفهومة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="28"/>
        <source>It is not your turn.</source>
        <translation>ليس دورك.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="29"/>
        <source>You cannot do that now.</source>
        <translation>لا يمكنك فعل ذلك الآن.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="30"/>
        <source>You took the fire card: open before you discard.</source>
        <translation>أخذت ورقة الأرض: انزل قبل أن ترمي.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="32"/>
        <source>Open first: you may add to melds only after your side has opened.</source>
        <translation>انزل أولاً: الإضافة على التنزيلات مسموحة فقط بعد نزولك أو نزول فريقك.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="34"/>
        <source>That meld is not on the table.</source>
        <translation>هذه التنزيلة ليست على الطاولة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="35"/>
        <source>That card is not in your hand.</source>
        <translation>هذه الورقة ليست في يدك.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="36"/>
        <source>A meld may hold only one Joker.</source>
        <translation>لا يُسمح إلا بجوكر واحد في التنزيلة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="37"/>
        <source>These cards are not a run or a set.</source>
        <translation>هذه الأوراق ليست سلسلة ولا مجموعة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="38"/>
        <source>That card does not fit this meld.</source>
        <translation>هذه الورقة لا تركب على هذه التنزيلة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="39"/>
        <source>Only the card the Joker stands for can take its place.</source>
        <translation>لا يحلّ محلّ الجوكر إلا الورقة التي يمثّلها.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="41"/>
        <source>You may not open yet under this table&apos;s house rules.</source>
        <translation>لا يمكنك النزول بعد حسب قواعد هذه الطاولة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="43"/>
        <source>Your melds do not reach the points needed to open.</source>
        <translation>تنزيلاتك لا تبلغ النقاط المطلوبة للنزول.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="45"/>
        <source>You may not throw back the fire card or its twin this turn.</source>
        <translation>لا يجوز أن ترمي ورقة الأرض ولا توأمها في هذا الدور.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="47"/>
        <source>You can take the fire card only if you can open with it now.</source>
        <translation>لا يمكنك أخذ ورقة الأرض إلا إذا كنت تستطيع النزول بها الآن.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="95"/>
        <source>That move was refused.</source>
        <translation>رُفضت هذه الحركة.</translation>
    </message>
</context>
<context>
    <name>Finish</name>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="21"/>
        <source>Normal finish</source>
        <translation>إنهاء عادي</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="22"/>
        <source>Hand</source>
        <translation>هاند</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="23"/>
        <source>No contest</source>
        <translation>بلا نتيجة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="24"/>
        <source>Coloured Hand</source>
        <translation>هاند ملوّن</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="25"/>
        <source>Joker Hand</source>
        <translation>هاند جوكر</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="26"/>
        <source>Suited Hand</source>
        <translation>هاند من شكل واحد</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="27"/>
        <source>Double Joker Hand</source>
        <translation>هاند جوكرين</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/common.py" line="28"/>
        <source>Double Joker coloured Hand</source>
        <translation>هاند جوكرين ملوّن</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../../hand_desktop/ui/review/words.py" line="62"/>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="54"/>
        <source>; </source>
        <translation>؛ </translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="62"/>
        <source>your %1 run</source>
        <translation>سلسلتك %1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="62"/>
        <source>%2&apos;s %1 run</source>
        <translation>سلسلة %1 عند %2</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="65"/>
        <source>your set of %1s</source>
        <translation>مجموعة الـ%1 عندك</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="65"/>
        <source>%2&apos;s set of %1s</source>
        <translation>مجموعة الـ%1 عند %2</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="73"/>
        <source>Add %1 to %2</source>
        <translation>أضف %1 إلى %2</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="76"/>
        <source>Replace the Joker in %1 with your %2</source>
        <translation>استبدل الجوكر في %1 بورقتك %2</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="79"/>
        <location filename="../../hand_desktop/ui/table/move_log.py" line="59"/>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="81"/>
        <source>Open with %1 (%2 points)</source>
        <translation>انزل بـ %1 (%2 نقطة)</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="81"/>
        <source>Lay %1</source>
        <translation>نزّل %1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="84"/>
        <source>Discard %1</source>
        <translation>ارمِ %1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="86"/>
        <source>Draw from the stock</source>
        <translation>اسحب من الكومة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="88"/>
        <source>Take the fire card %1</source>
        <translation>خذ ورقة الأرض %1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="99"/>
        <source>you need it to open.</source>
        <translation>تحتاجها لتنزل.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="100"/>
        <source>your opening is better with it.</source>
        <translation>نزولك أفضل بها.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="101"/>
        <source>with it you can go out at once, as a Hand!</source>
        <translation>بها تنزّل أوراقك كلها دفعة واحدة: هاند!</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="102"/>
        <source>with it you can go out this turn.</source>
        <translation>بها تُنهي في هذا الدور.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="103"/>
        <source>you can lay it on the table at once.</source>
        <translation>تستطيع أن تنزّلها على الطاولة فورًا.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="111"/>
        <source>No hint right now.</source>
        <translation>لا تلميح الآن.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="114"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="117"/>
        <source>A Hand is possible: %1</source>
        <translation>الهاند ممكن: %1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="117"/>
        <source>You can go out this turn: %1</source>
        <translation>تستطيع أن تُنهي في هذا الدور: %1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/hinting.py" line="121"/>
        <source>(your best melds: %1 of %2 points)</source>
        <translation>(أفضل تنزيلاتك: %1 من %2 نقطة)</translation>
    </message>
</context>
<context>
    <name>HostLobby</name>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="453"/>
        <source>No join code: anyone on this network may join.</source>
        <translation>بلا رمز انضمام: يستطيع أي شخص على هذه الشبكة الانضمام.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="454"/>
        <source>Join code</source>
        <translation>رمز الانضمام</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="455"/>
        <source>This table is open on this computer only: another copy of Hand here joins at the address %1, port %2.</source>
        <translation>هذه الطاولة مفتوحة على هذا الجهاز وحده: تنضم إليها نسخة أخرى من هاند على الجهاز نفسه عبر العنوان %1، المنفذ %2.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="456"/>
        <source>Others join at this computer&apos;s address %1, port %2.</source>
        <translation>ينضم الآخرون على عنوان هذا الجهاز %1، المنفذ %2.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="457"/>
        <source>This computer is on no network yet (port %1).</source>
        <translation>هذا الجهاز غير متصل بأي شبكة بعد (المنفذ %1).</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="458"/>
        <source>&amp;Start</source>
        <translation>&amp;ابدأ</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="459"/>
        <source>&amp;Close the table</source>
        <translation>أ&amp;غلق الطاولة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="460"/>
        <source>Seat %1</source>
        <translation>المقعد %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="461"/>
        <source>Waiting for a player…</source>
        <translation>في انتظار لاعب…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="462"/>
        <source>Player on the network</source>
        <translation>لاعب عبر الشبكة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="463"/>
        <source>Computer player instead</source>
        <translation>الكمبيوتر بدلًا منه</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="464"/>
        <source>Computer player instead at seat %1</source>
        <translation>الكمبيوتر بدلًا من لاعب المقعد %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="465"/>
        <source>Seats still free: %1</source>
        <translation>المقاعد الشاغرة: %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="466"/>
        <source>Everyone is here: press Start.</source>
        <translation>الجميع حاضرون: اضغط «ابدأ».</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="467"/>
        <source>At this computer</source>
        <translation>على هذا الجهاز</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="468"/>
        <source>Joined</source>
        <translation>انضمّ</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="469"/>
        <source>Joined, connection lost</source>
        <translation>انضمّ ثم انقطع اتصاله</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="470"/>
        <source>Computer player (easy)</source>
        <translation>الكمبيوتر (سهل)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="471"/>
        <source>Computer player (medium)</source>
        <translation>الكمبيوتر (متوسط)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="472"/>
        <source>Computer player (hard)</source>
        <translation>الكمبيوتر (صعب)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="473"/>
        <source>Play only on a network you trust (the game is not encrypted).</source>
        <translation>العب فقط على شبكة تثق بها (اللعبة غير مشفّرة).</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="474"/>
        <source>If Windows asks, allow Hand on private networks, so that others can join.</source>
        <translation>إذا سألك ويندوز، فاسمح لهاند على الشبكات الخاصة لكي يستطيع الآخرون الانضمام.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="475"/>
        <source>If nobody can join: Windows Security &gt; Firewall &amp; network protection &gt; Allow an app through firewall &gt; tick Private for Hand (as an administrator).</source>
        <translation>إذا لم يستطع أحد الانضمام: «أمان Windows» ← «جدار الحماية وحماية الشبكة» ← «السماح لتطبيق عبر جدار الحماية» ← حدّد «خاص» أمام هاند (بحساب مسؤول).</translation>
    </message>
</context>
<context>
    <name>Hosting</name>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="394"/>
        <source>The table could not be opened: this computer refused to listen on the network.

%1</source>
        <translation>تعذّر فتح الطاولة: رفض هذا الجهاز الاستماع على الشبكة.

%1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="395"/>
        <source>Network table</source>
        <translation>طاولة الشبكة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="396"/>
        <source>The network table that was in progress cannot be resumed, and its files could not be set aside either (their folder %1 refuses changes). They are left as they are.

%2</source>
        <translation>لا يمكن متابعة طاولة الشبكة التي كانت جارية، ولم يمكن نقل ملفاتها جانبًا أيضًا (مجلدها %1 يرفض التغيير)، فتُركت كما هي.

%2</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="397"/>
        <source>The network table that was in progress cannot be resumed; its files were set aside.

%1</source>
        <translation>لا يمكن متابعة طاولة الشبكة التي كانت جارية، وقد نُقلت ملفاتها جانبًا.

%1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="398"/>
        <source>A network table you were hosting was in progress (%1, %2). Resume it? Its players come back by themselves.</source>
        <translation>كانت طاولة شبكة تستضيفها قيد اللعب (%1، %2). أتتابعها؟ سيعود لاعبوها من تلقاء أنفسهم.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="399"/>
        <source>&amp;Network table</source>
        <translation>&amp;طاولة الشبكة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="400"/>
        <source>Deal the &amp;next round now</source>
        <translation>وزّع الجولة ال&amp;تالية الآن</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="401"/>
        <source>A computer player plays for %1</source>
        <translation>الكمبيوتر يلعب بدلًا من %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="393"/>
        <location filename="../../hand_desktop/ui/main_window.py" line="867"/>
        <source>Host a table</source>
        <translation>استضافة طاولة</translation>
    </message>
</context>
<context>
    <name>HotSeat</name>
    <message>
        <location filename="../../hand_desktop/ui/table/scene.py" line="516"/>
        <source>Pass to %1</source>
        <translation>مرّر الجهاز إلى %1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/scene.py" line="517"/>
        <source>Every hand is hidden. %1, click here when you are ready.</source>
        <translation>كل الأوراق مخفية. يا %1، انقر هنا عندما تكون جاهزًا.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="240"/>
        <source>&amp;Show My Cards</source>
        <translation>&amp;اعرض أوراقي</translation>
    </message>
</context>
<context>
    <name>HouseRules</name>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="509"/>
        <source>Each opening must beat the previous one by at least a point.</source>
        <translation>كل نزول يجب أن يزيد على النزول الذي قبله بنقطة على الأقل.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="510"/>
        <source>Openings do not rise: every opening needs the same points.</source>
        <translation>حدّ النزول لا يرتفع: كل نزول يحتاج النقاط نفسها.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="508"/>
        <source>An opening needs %1 points (the standard is %2).</source>
        <translation>النزول يحتاج %1 نقطة (المعتاد %2).</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="511"/>
        <source>Nobody may open before %1 cards have been thrown this round (a Hand is exempt).</source>
        <translation>لا ينزل أحد قبل أن يُرمى %1 من الأوراق على الأرض في هذه الجولة (الهاند مستثنى).</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="512"/>
        <source>You may open only in a turn in which you took the previous player&apos;s discard.</source>
        <translation>لا يجوز لك النزول إلا في دور أخذت فيه الورقة التي رماها اللاعب الذي قبلك.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="513"/>
        <source>A Hand need not reach the opening threshold.</source>
        <translation>الهاند لا يحتاج أن يبلغ حدّ النزول.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="514"/>
        <source>A low Ace (A 2 3) counts %1 in an opening.</source>
        <translation>الآس في الأسفل (آس 2 3) يُحسب %1 في النزول.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="515"/>
        <source>The twin of the fire card you took may be thrown in the same turn.</source>
        <translation>يجوز أن ترمي توأم ورقة الأرض التي أخذتها (النسخة الأخرى منها) في الدور نفسه.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="516"/>
        <source>Going out always ends with a throw onto the fire pile.</source>
        <translation>الإنهاء يكون دائمًا برمي ورقة على الأرض.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="517"/>
        <source>The stock is never rebuilt: when it runs out, the round has no result.</source>
        <translation>لا تُعاد الكومة أبدًا: عندما تنتهي، تنتهي الجولة بلا نتيجة.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="518"/>
        <source>The stock is rebuilt from the fire pile at most %n time(s) a round (the standard is %1).</source>
        <translation>
            <numerusform>لا تُعاد الكومة من الأرض في الجولة (المعتاد %1 مرات).</numerusform>
            <numerusform>تُعاد الكومة من الأرض مرة واحدة على الأكثر في الجولة (المعتاد %1 مرات).</numerusform>
            <numerusform>تُعاد الكومة من الأرض مرتين على الأكثر في الجولة (المعتاد %1 مرات).</numerusform>
            <numerusform>تُعاد الكومة من الأرض %n مرات على الأكثر في الجولة (المعتاد %1 مرات).</numerusform>
            <numerusform>تُعاد الكومة من الأرض %n مرة على الأكثر في الجولة (المعتاد %1 مرات).</numerusform>
            <numerusform>تُعاد الكومة من الأرض %n مرة على الأكثر في الجولة (المعتاد %1 مرات).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="521"/>
        <source>Gulf score table: coloured, suited and Joker Hands score more, a Joker left in hand costs %1, and going out always ends with a throw.</source>
        <translation>جدول النقاط الخليجي: الهاند الملوّن والهاند من شكل واحد وهاند الجوكر تُحسب أكثر، والجوكر الباقي في اليد يكلّف %1، والإنهاء يكون دائمًا برمي ورقة.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="519"/>
        <source>A Joker left in hand costs %1 points.</source>
        <translation>الجوكر الباقي في اليد يكلّف %1 نقطة.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="520"/>
        <source>The partner of the player who went out pays nothing.</source>
        <translation>شريك اللاعب الذي أنهى لا يدفع شيئًا.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="522"/>
        <source>Standard rules</source>
        <translation>القواعد المعتادة</translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="523"/>
        <source>%n house rule(s)</source>
        <translation>
            <numerusform>لا قواعد خاصة</numerusform>
            <numerusform>قاعدة خاصة واحدة</numerusform>
            <numerusform>قاعدتان خاصتان</numerusform>
            <numerusform>%n قواعد خاصة</numerusform>
            <numerusform>%n قاعدة خاصة</numerusform>
            <numerusform>%n قاعدة خاصة</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="524"/>
        <source>House rules at this table:</source>
        <translation>القواعد الخاصة بهذه الطاولة:</translation>
    </message>
</context>
<context>
    <name>HouseRulesPanel</name>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="10"/>
        <source>Your own choices</source>
        <translation>اختياراتك أنت</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="11"/>
        <source>Name of the rule set (for example “Our family rules”):</source>
        <translation>اسم مجموعة القواعد (مثلًا «قواعد العائلة» أو «ديوانية الكويت»):</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="12"/>
        <source>Save these rules as</source>
        <translation>حفظ هذه القواعد باسم</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="13"/>
        <source>The rule set could not be saved.

%1</source>
        <translation>تعذّر حفظ مجموعة القواعد.

%1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="14"/>
        <source>Rename the rule set</source>
        <translation>تغيير اسم مجموعة القواعد</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="15"/>
        <source>Delete the rule set</source>
        <translation>حذف مجموعة القواعد</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="16"/>
        <source>Delete the rule set “%1”? The rules chosen now stay.</source>
        <translation>أتحذف مجموعة القواعد «%1»؟ القواعد المختارة الآن تبقى كما هي.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="17"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="18"/>
        <source>Set by the Gulf score table: a Joker left in hand costs %1 and going out ends with a throw.</source>
        <translation>يحدّده جدول النقاط الخليجي: الجوكر الباقي في اليد يكلّف %1، والإنهاء يكون برمي ورقة.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="19"/>
        <source>Only in the partner variants.</source>
        <translation>في لعب الشراكة فقط.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="20"/>
        <source>&amp;House rules</source>
        <translation>&amp;قواعد خاصة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="21"/>
        <source>R&amp;ule set:</source>
        <translation>&amp;مجموعة القواعد:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="22"/>
        <source>A rule set holds how the game is played: Saudi or not, and every house rule. The rounds and the players are chosen above.</source>
        <translation>مجموعة القواعد تحفظ طريقة اللعب: سعودي أو لا، وكل قواعد البيت. عدد الجولات واللاعبون يُختارون في الأعلى.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="23"/>
        <source>Save these rules &amp;as…</source>
        <translation>ا&amp;حفظ هذه القواعد باسم…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="24"/>
        <source>Rena&amp;me…</source>
        <translation>&amp;تغيير الاسم…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="25"/>
        <source>&amp;Delete</source>
        <translation>حذ&amp;ف</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="26"/>
        <source>Opening</source>
        <translation>النزول</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="27"/>
        <source>Play</source>
        <translation>اللعب</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="28"/>
        <source>Scores</source>
        <translation>النقاط</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="29"/>
        <source>%1 (standard)</source>
        <translation>%1 (المعتاد)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="30"/>
        <source>&amp;Opening needs:</source>
        <translation>حدّ ال&amp;نزول:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="31"/>
        <source>Openings r&amp;ise: each must beat the previous one</source>
        <translation>النزول &amp;يرتفع: كل نزول يزيد على الذي قبله</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="32"/>
        <source>No opening &amp;before:</source>
        <translation>لا نزول &amp;قبل:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="33"/>
        <source>Open only after &amp;taking the previous player&apos;s discard</source>
        <translation>النزول فقط بعد &amp;أخذ رمية اللاعب الذي قبلك</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="34"/>
        <source>A Hand is &amp;exempt from the threshold</source>
        <translation>الهاند م&amp;عفى من حدّ النزول</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="35"/>
        <source>Low A&amp;ce in an opening:</source>
        <translation>الآس في الأ&amp;سفل عند النزول:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="36"/>
        <source>The fire card&apos;s t&amp;win may be thrown</source>
        <translation>يجوز رمي تو&amp;أم ورقة الأرض</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="37"/>
        <source>&amp;Final throw required to go out</source>
        <translation>الإنهاء يحتاج &amp;رمية أخيرة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="38"/>
        <source>Stoc&amp;k rebuilt at most:</source>
        <translation>إعادة ال&amp;كومة على الأكثر:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="39"/>
        <source>&amp;Gulf score table</source>
        <translation>&amp;جدول النقاط الخليجي</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="40"/>
        <source>&amp;Joker left in hand:</source>
        <translation>الجوكر الباقي في ال&amp;يد:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="41"/>
        <source>&amp;Partner of the one who went out:</source>
        <translation>&amp;شريك من أنهى:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="42"/>
        <source>The least your first lay-down of a round must be worth.</source>
        <translation>أقل قيمة يجب أن يبلغها أول تنزيل لك في الجولة.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="43"/>
        <source>Every opening needs a point more than the last one. Standard: on in Saudi Hand, off otherwise.</source>
        <translation>كل نزول يحتاج نقطة أكثر من النزول السابق. المعتاد: مفعّل في الهاند السعودي، ومتوقف في غيره.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="44"/>
        <source>A wait, in cards thrown this round, before anyone may open (a Hand is exempt).</source>
        <translation>انتظار، يُعدّ بالأوراق المرمية في هذه الجولة، قبل أن ينزل أحد (الهاند مستثنى).</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="45"/>
        <source>You open in a turn that began by taking the card the previous player threw. Standard: off.</source>
        <translation>تنزل في دور بدأته بأخذ الورقة التي رماها اللاعب الذي قبلك. المعتاد: متوقف.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="46"/>
        <source>A Hand may go out even when its melds fall short of the threshold. Standard: off.</source>
        <translation>يجوز الهاند حتى لو كانت تنزيلاته دون حدّ النزول. المعتاد: متوقف.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="47"/>
        <source>What the Ace of A 2 3 is worth in an opening (left in hand it costs 11).</source>
        <translation>قيمة الآس في (آس 2 3) عند النزول (إذا بقي في اليد يكلّف 11).</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="48"/>
        <source>After taking the fire card you may throw its other copy in the same turn. Standard: off.</source>
        <translation>بعد أخذ ورقة الأرض يجوز أن ترمي نسختها الأخرى في الدور نفسه. المعتاد: متوقف.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="49"/>
        <source>Laying your last cards is not enough: you must end with a throw. Standard: off.</source>
        <translation>لا يكفي أن تنزّل آخر أوراقك: يجب أن تنهي برمية. المعتاد: متوقف.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="50"/>
        <source>How often an empty stock is rebuilt from the fire pile before the round ends with no result.</source>
        <translation>كم مرة تُعاد الكومة الفارغة من الأرض قبل أن تنتهي الجولة بلا نتيجة.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="51"/>
        <source>Coloured, suited and Joker Hands score more. Standard: off.</source>
        <translation>الهاند الملوّن والهاند من شكل واحد وهاند الجوكر تُحسب أكثر. المعتاد: متوقف.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="52"/>
        <source>What a Joker left in your hand costs at the end of a round.</source>
        <translation>كم يكلّفك الجوكر الباقي في يدك في آخر الجولة.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="53"/>
        <source>What the partner of the player who went out pays.</source>
        <translation>ماذا يدفع شريك اللاعب الذي أنهى.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="54"/>
        <source>No wait</source>
        <translation>دون انتظار</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="55"/>
        <source>%1 cards are thrown</source>
        <translation>أن يُرمى %1 من الأوراق</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="56"/>
        <source>Never</source>
        <translation>أبدًا</translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="57"/>
        <source>%n time(s)</source>
        <translation>
            <numerusform>ولا مرة</numerusform>
            <numerusform>مرة واحدة</numerusform>
            <numerusform>مرتان</numerusform>
            <numerusform>%n مرات</numerusform>
            <numerusform>%n مرة</numerusform>
            <numerusform>%n مرة</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="58"/>
        <source>The value of their hand</source>
        <translation>قيمة أوراق يده</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="59"/>
        <source>Nothing</source>
        <translation>لا شيء</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="60"/>
        <source>%1 points</source>
        <translation>%1 نقطة</translation>
    </message>
</context>
<context>
    <name>Join</name>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="86"/>
        <source>That join code is not right. Type the code shown on the host&apos;s screen.</source>
        <translation>رمز الانضمام غير صحيح. اكتب الرمز الظاهر على شاشة المضيف.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="88"/>
        <source>This table has no free seat.</source>
        <translation>لا يوجد مقعد شاغر على هذه الطاولة.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="450"/>
        <source>This table was opened with Hand %1, which plays over the network in another way. Use the same version of Hand on both computers.</source>
        <translation>فُتحت هذه الطاولة بنسخة هاند %1، وهي تلعب عبر الشبكة بطريقة مختلفة. استخدموا النسخة نفسها من هاند على الجهازين.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="82"/>
        <source>This table was opened with another version of Hand. Use the same version on both computers.</source>
        <translation>فُتحت هذه الطاولة بنسخة أخرى من هاند. استخدموا النسخة نفسها على الجهازين.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="89"/>
        <source>Too many wrong codes were tried from this computer. Wait half a minute, then try again.</source>
        <translation>جُرّبت رموز خاطئة كثيرة من هذا الجهاز. انتظر نصف دقيقة ثم حاول مرة أخرى.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="84"/>
        <source>The host no longer keeps your seat: the table was opened afresh.</source>
        <translation>لم يعد المضيف يحفظ مقعدك: فُتحت الطاولة من جديد.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="91"/>
        <source>Your seat was taken up on another computer, or the host gave it to someone else.</source>
        <translation>أُخذ مقعدك من جهاز آخر، أو أعطاه المضيف لشخص آخر.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="451"/>
        <source>No table answered at %1. Check the address, and that the host&apos;s table is open and allowed through its firewall.</source>
        <translation>لم تردّ أي طاولة على العنوان %1. تأكّد من العنوان، ومن أن طاولة المضيف مفتوحة ومسموح لها في جدار الحماية.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="452"/>
        <source>The host closed the table, or cannot be reached any more.</source>
        <translation>أغلق المضيف الطاولة، أو لم يعد من الممكن الوصول إليه.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="402"/>
        <source>%1, computer player (easy)</source>
        <translation>%1، الكمبيوتر (سهل)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="403"/>
        <source>%1, computer player (medium)</source>
        <translation>%1، الكمبيوتر (متوسط)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="404"/>
        <source>%1, computer player (hard)</source>
        <translation>%1، الكمبيوتر (صعب)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="405"/>
        <source>free seat, waiting for a player</source>
        <translation>مقعد شاغر بانتظار لاعب</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="406"/>
        <source>%1, at the host&apos;s computer</source>
        <translation>%1، على جهاز المضيف</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="407"/>
        <source>%1, not connected</source>
        <translation>%1، غير متصل</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="408"/>
        <source>%1, connected</source>
        <translation>%1، متصل</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="409"/>
        <source>%1 (you)</source>
        <translation>%1 (أنت)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="410"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="411"/>
        <source>A table</source>
        <translation>طاولة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="412"/>
        <source>%1 (needs Hand %2)</source>
        <translation>%1 (تحتاج هاند %2)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="413"/>
        <source>code needed</source>
        <translation>تحتاج رمزًا</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="414"/>
        <source>no code</source>
        <translation>بلا رمز</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="415"/>
        <source>This table needs Hand %1 (network version %2).</source>
        <translation>تحتاج هذه الطاولة هاند %1 (إصدار الشبكة %2).</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="416"/>
        <source>“%1” is not an address. Type one such as 192.168.1.20 or 192.168.1.20:47123.</source>
        <translation>«%1» ليس عنوانًا. اكتب عنوانًا مثل 192.168.1.20 أو 192.168.1.20:47123.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="417"/>
        <source>Rejoining your seat…</source>
        <translation>جارٍ العودة إلى مقعدك…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="418"/>
        <source>Connecting…</source>
        <translation>جارٍ الاتصال…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="419"/>
        <source>This computer forgets that seat. To play at that table again, join it with its code.</source>
        <translation>لن يحتفظ هذا الحاسوب بذلك المقعد بعد الآن. لتلعب على تلك الطاولة من جديد، انضم إليها برمزها.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="420"/>
        <source>Reconnecting…</source>
        <translation>جارٍ إعادة الاتصال…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="421"/>
        <source>You are at the table. Waiting for the host to start the match…</source>
        <translation>أنت على الطاولة. بانتظار أن يبدأ المضيف المباراة…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="422"/>
        <source>Tables found on this network:</source>
        <translation>الطاولات الموجودة على هذه الشبكة:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="423"/>
        <source>Searching for more tables…</source>
        <translation>جارٍ البحث عن طاولات أخرى…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="424"/>
        <source>Searching for tables on this network…</source>
        <translation>جارٍ البحث عن طاولات على هذه الشبكة…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="425"/>
        <source>No table found yet.</source>
        <translation>لم نجد أي طاولة بعد.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="426"/>
        <source>Join a table</source>
        <translation>الانضمام إلى طاولة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="427"/>
        <source>Choose a table opened on another computer of this network, or type the address the host&apos;s screen shows.</source>
        <translation>اختر طاولة مفتوحة على جهاز آخر في هذه الشبكة، أو اكتب العنوان الظاهر على شاشة المضيف.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="428"/>
        <source>Table</source>
        <translation>الطاولة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="429"/>
        <source>Address</source>
        <translation>العنوان</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="430"/>
        <source>Game</source>
        <translation>اللعبة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="431"/>
        <source>Rounds</source>
        <translation>الجولات</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="432"/>
        <source>Free seats</source>
        <translation>مقاعد شاغرة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="433"/>
        <source>Join code</source>
        <translation>رمز الانضمام</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="434"/>
        <source>&amp;Search again</source>
        <translation>ا&amp;بحث مجددًا</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="435"/>
        <source>&amp;Next</source>
        <translation>ال&amp;تالي</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="436"/>
        <source>Join by &amp;address:</source>
        <translation>الانضمام بال&amp;عنوان:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="437"/>
        <source>&amp;Join</source>
        <translation>ان&amp;ضمّ</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="438"/>
        <source>Rejoining %1</source>
        <translation>العودة إلى %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="439"/>
        <source>Joining %1</source>
        <translation>الانضمام إلى %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="440"/>
        <source>Your &amp;name:</source>
        <translation>ا&amp;سمك:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="441"/>
        <source>Join &amp;code:</source>
        <translation>&amp;رمز الانضمام:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="442"/>
        <source>This table needs no code: leave it empty.</source>
        <translation>هذه الطاولة لا تحتاج رمزًا: اتركه فارغًا.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="443"/>
        <source>The six characters shown on the host&apos;s screen (leave it empty if the host turned the code off).</source>
        <translation>الرموز الستة الظاهرة على شاشة المضيف (اتركه فارغًا إن ألغى المضيف الرمز).</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="444"/>
        <source>&amp;Back</source>
        <translation>&amp;رجوع</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="445"/>
        <source>The table</source>
        <translation>الطاولة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="446"/>
        <source>The table at %1</source>
        <translation>الطاولة على العنوان %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="447"/>
        <source>&amp;Leave the table</source>
        <translation>&amp;مغادرة الطاولة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="448"/>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="449"/>
        <source>The match starts when the host starts it. Traffic on the network is not encrypted: play only on a network you trust.</source>
        <translation>تبدأ المباراة عندما يبدؤها المضيف. الاتصال عبر الشبكة غير مشفّر: العب فقط على شبكة تثق بها.</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="179"/>
        <source>Your lesson progress could not be read, so every lesson shows as not done yet.</source>
        <translation>تعذّرت قراءة تقدّمك في الدروس، لذا تظهر كل الدروس كأنها لم تُنجَز بعد.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="180"/>
        <source>The file was kept as %1 so nothing is lost.</source>
        <translation>احتُفظ بالملف باسم %1 حتى لا يضيع شيء.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="181"/>
        <source>The file %1 could not be moved aside.</source>
        <translation>تعذّر نقل الملف %1 جانبًا.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="182"/>
        <source>Reason: %1</source>
        <translation>السبب: %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="183"/>
        <source>This lesson is over: choose what to do next above the table.</source>
        <translation>انتهى هذا الدرس: اختر ما تريد فعله بعده من أعلى الطاولة.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="184"/>
        <source>In a game that move is allowed, but this lesson needs another one first: follow the guide above the table.</source>
        <translation>هذه الحركة مسموحة في اللعب، لكن هذا الدرس يحتاج حركة أخرى أولًا: اتبع الإرشاد أعلى الطاولة.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="188"/>
        <source>&amp;Start the lesson</source>
        <translation>&amp;ابدأ الدرس</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="189"/>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="190"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="191"/>
        <source>(done)</source>
        <translation>(أُنجز)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="192"/>
        <source>This lesson could not be set up: its file is missing or damaged. Reinstalling Hand brings it back.</source>
        <translation>تعذّر تجهيز هذا الدرس: ملفه مفقود أو تالف. إعادة تثبيت هاند تعيده.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="193"/>
        <source>Done</source>
        <translation>انتهى</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="194"/>
        <source>Well done: that is the whole lesson.</source>
        <translation>أحسنت: هذا هو الدرس كله.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="195"/>
        <source>Step %1 of %2</source>
        <translation>الخطوة %1 من %2</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="196"/>
        <source>Your progress could not be saved, so this lesson will show as not done next time.
%1</source>
        <translation>تعذّر حفظ تقدّمك، لذا سيظهر هذا الدرس في المرة القادمة كأنه لم يُنجَز.
%1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="197"/>
        <source>This round: %1</source>
        <translation>نتيجة هذه الجولة: %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="198"/>
        <source>Start &amp;again</source>
        <translation>أعِد ال&amp;درس</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="199"/>
        <source>All &amp;lessons</source>
        <translation>كل ال&amp;دروس</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="200"/>
        <source>&amp;Next lesson</source>
        <translation>الدرس ال&amp;تالي</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="201"/>
        <source>&amp;Play a match now</source>
        <translation>&amp;العب مباراة الآن</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="186"/>
        <source>Learn to play</source>
        <translation>تعلّم اللعب</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="185"/>
        <source>Not quite: read the guide above the table and try again.</source>
        <translation>ليس تمامًا: اقرأ الإرشاد أعلى الطاولة وحاول من جديد.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="187"/>
        <source>Six short lessons, each at a prepared table. The game checks every move with the real rules; when one is refused, a hint says why. Choose a lesson and press Enter.</source>
        <translation>ستة دروس قصيرة، كل درس على طاولة مجهّزة. تتحقق اللعبة من كل حركة بالقواعد الحقيقية، وإذا رُفضت حركة قال لك تلميح السبب. اختر درسًا واضغط Enter.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="17"/>
        <source>You</source>
        <translation>أنت</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="18"/>
        <source>Ali</source>
        <translation>علي</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="19"/>
        <source>Huda</source>
        <translation>هدى</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="20"/>
        <source>Omar</source>
        <translation>عمر</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="27"/>
        <source>Runs and sets</source>
        <translation>السلاسل والمجموعات</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="28"/>
        <source>What a meld is, a Joker in a meld, and what each card counts.</source>
        <translation>ما التنزيلة، والجوكر داخل التنزيلة، وكم تحسب كل ورقة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="32"/>
        <source>A run is three or more cards of one suit, in a row. You opened earlier this round, so you may lay melds now: put %1 in the prepared area (drag them there, or select them with Space and press M), then press Submit melds.</source>
        <translation>السلسلة ثلاث أوراق أو أكثر من نوع واحد، متتالية. أنت نازل من قبل في هذه الجولة، فيحق لك أن تنزّل الآن: ضع %1 في منطقة التجهيز (اسحبها إليها، أو حدّدها بالمسافة واضغط M)، ثم اضغط «نزّل التنزيلات».</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="39"/>
        <source>Those cards are not a meld: a run keeps to one suit, with ranks in a row, like %1.</source>
        <translation>هذه الأوراق ليست تنزيلة: السلسلة من نوع واحد وأرقامها متتالية، مثل %1.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="44"/>
        <source>A set is three or four cards of one rank, each of a different suit. Lay the set %1.</source>
        <translation>المجموعة ثلاث أوراق أو أربع من رقم واحد، كل ورقة من نوع مختلف. نزّل المجموعة %1.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="49"/>
        <source>A set needs cards of one rank, each of another suit, like %1.</source>
        <translation>المجموعة أوراق من رقم واحد، كل ورقة من نوع آخر، مثل %1.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="53"/>
        <source>A Joker stands for the one card a meld is missing. Lay %1: a run in which the Joker is %2 or %3, and counts as that card.</source>
        <translation>الجوكر يقوم مقام الورقة الناقصة في التنزيلة. نزّل %1: سلسلة يكون الجوكر فيها %2 أو %3، ويُحسب بقيمة تلك الورقة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="59"/>
        <source>The Joker fills one gap; the other cards must still fit together: %1.</source>
        <translation>الجوكر يسدّ نقصًا واحدًا فقط، وبقية الأوراق يجب أن تتّسق معًا: %1.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="63"/>
        <source>A run is one suit with ranks in a row; an Ace sits at either end (A-2-3 or Q-K-A, never K-A-2). A set is one rank in different suits. A meld holds at most one Joker.

In a meld, 2 to 10 count their number, J, Q and K count 10, an Ace 11 (1 at the low end of A-2-3) and a Joker the card it stands for. Cards still in your hand when someone goes out count against you, a Joker 15.</source>
        <translation>السلسلة نوع واحد بأرقام متتالية، والآس يكون في أحد طرفيها فقط (A-2-3 أو Q-K-A، ولا يجوز K-A-2). المجموعة رقم واحد بأنواع مختلفة. ولا تحمل التنزيلة أكثر من جوكر واحد.

في التنزيلة تُحسب الأوراق من 2 إلى 10 برقمها، والولد والبنت والشايب 10، والآس 11 (و1 في الطرف الأدنى من A-2-3)، والجوكر بقيمة الورقة التي يقوم مقامها. والأوراق الباقية في يدك حين يخلص أحد اللاعبين تُحسب عليك، والجوكر منها بـ15.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="75"/>
        <source>Opening</source>
        <translation>النزول</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="76"/>
        <source>Your first lay-down: the prepared area, the counter, reaching 51.</source>
        <translation>أول تنزيل لك: منطقة التجهيز، والعدّاد، وبلوغ 51.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="80"/>
        <source>Every turn starts with a draw. Draw the top card of the stock: click the stock, or press D.</source>
        <translation>كل دور يبدأ بالسحب. اسحب الورقة العليا من الكومة: انقر الكومة، أو اضغط D.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="84"/>
        <source>You could not open with that fire card, so it stays there: draw from the stock.</source>
        <translation>لا يمكنك النزول بورقة الأرض هذه، فتبقى مكانها: اسحب من الكومة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="89"/>
        <source>Before you lay anything you must open: one lay-down worth 51 points or more. Put %1 and %2 in the prepared area; the counter there adds them up. When it says enough, press Submit melds (Ctrl+Enter).</source>
        <translation>قبل أن تنزّل أي شيء عليك أن تنزل: تنزيل واحد قيمته 51 نقطة أو أكثر. ضع %1 و%2 في منطقة التجهيز، والعدّاد هناك يجمعها. وحين يقول إنها تكفي، اضغط «نزّل التنزيلات» (Ctrl+Enter).</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="96"/>
        <source>Not enough yet: the opening must reach 51 in one lay-down. Put the set %2 in with the run, and the counter shows 51.</source>
        <translation>لا يكفي بعد: النزول يجب أن يبلغ 51 في تنزيل واحد. ضع المجموعة %2 مع السلسلة، فيصل العدّاد إلى 51.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="101"/>
        <source>You are open. End your turn by throwing a card you do not need, %1 for example: select it and press X, or drag it onto the fire pile.</source>
        <translation>أنت نازل الآن. أنهِ دورك برمي ورقة لا تحتاجها، %1 مثلًا: حدّدها واضغط X، أو اسحبها إلى الأرض.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="107"/>
        <source>Your opening is one lay-down of 51 points or more, all from your hand, all at once. Build it in the prepared area first: the counter says when it is enough.

Until you have opened you may not add to the melds on the table. Once open, there is no threshold any more.</source>
        <translation>النزول تنزيل واحد قيمته 51 نقطة أو أكثر، كله من يدك ودفعة واحدة. جهّزه أولًا في منطقة التجهيز، والعدّاد يخبرك حين يكفي.

قبل أن تنزل لا يجوز لك أن تضيف إلى التنزيلات التي على الطاولة. وبعد النزول لا حدّ للنقاط بعد ذلك.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="118"/>
        <source>The fire card</source>
        <translation>ورقة الأرض</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="119"/>
        <source>Taking it obliges you to open this turn, and you may not throw it back.</source>
        <translation>أخذها يُلزمك بالنزول في الدور نفسه، ولا يجوز أن ترميها من جديد.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="123"/>
        <source>The %1 on top of the fire pile would give you a set with %2, and with %3 that makes 59: an opening. Take the fire card: click it, or press F.</source>
        <translation>الورقة %1 التي على الأرض تصنع لك مجموعة مع %2، ومع %3 يصير المجموع 59: نزول. خذ ورقة الأرض: انقرها، أو اضغط F.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="130"/>
        <source>You took the fire card before opening, so you must open in this same turn. Open now with %1 and %2.</source>
        <translation>أخذت ورقة الأرض قبل أن تنزل، فعليك أن تنزل في هذا الدور نفسه. انزل الآن بـ%1 و%2.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="137"/>
        <source>No discarding yet: whoever takes the fire card before opening must open first. Lay %1 and %2.</source>
        <translation>لا رمي الآن: من يأخذ ورقة الأرض قبل نزوله عليه أن ينزل أولًا. نزّل %1 و%2.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="140"/>
        <source>Lay both melds together: 29 and 30 make 59.</source>
        <translation>نزّل التنزيلتين معًا: 29 و30 تساوي 59.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="145"/>
        <source>Now throw a card to end your turn. A card taken from the fire pile, and its twin, may never go straight back in the same turn; any other card may, %1 for example.</source>
        <translation>ارمِ الآن ورقة لتنهي دورك. الورقة المأخوذة من الأرض وتوأمها لا تُرمى أبدًا في الدور نفسه، أما غيرهما فيجوز، %1 مثلًا.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="150"/>
        <source>The fire card and its twin stay with you this turn: throw another card.</source>
        <translation>ورقة الأرض وتوأمها تبقيان معك في هذا الدور: ارمِ ورقة أخرى.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="154"/>
        <source>Everyone sees the whole fire pile, but only its top card can be taken.

Before you have opened, you may take it only if you can open with it, and then you must open in that same turn. Whoever takes it may not throw it, or its twin, back in the same turn.</source>
        <translation>الجميع يرون أوراق الأرض كلها، لكن لا يؤخذ منها إلا الورقة العليا.

قبل نزولك لا يحق لك أخذها إلا إذا استطعت النزول بها، وعندها يجب أن تنزل في الدور نفسه. ومن يأخذها لا يرميها ولا توأمها في الدور نفسه.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="164"/>
        <source>After opening</source>
        <translation>بعد النزول</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="165"/>
        <source>Add to any meld, and take a Joker back with the card it stands for.</source>
        <translation>أضف إلى أي تنزيلة، واسترجع الجوكر بالورقة التي يقوم مقامها.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="169"/>
        <source>Once you have opened you may add cards to any meld on the table, even Ali&apos;s. Add %1 to Ali&apos;s run %2: drag it onto the run, or select it, move to the run with the arrow keys and press Enter.</source>
        <translation>بعد نزولك يحق لك أن تضيف أوراقًا إلى أي تنزيلة على الطاولة، حتى تنزيلات علي. أضف %1 إلى سلسلة علي %2: اسحبها إلى السلسلة، أو حدّدها وانتقل إلى السلسلة بالأسهم واضغط Enter.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="175"/>
        <source>That card does not continue the run: %1 comes next after %2.</source>
        <translation>هذه الورقة لا تكمل السلسلة: بعد %2 تأتي %1.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="179"/>
        <source>The Joker in %1 stands for %2, and you hold %2: put it on that meld and the Joker comes back to your hand.</source>
        <translation>الجوكر في %1 يقوم مقام %2، و%2 في يدك: ضعها على تلك التنزيلة فيعود الجوكر إلى يدك.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="185"/>
        <source>Only the card the Joker stands for takes it back, and here that is %2.</source>
        <translation>لا يسترجع الجوكر إلا الورقة التي يقوم مقامها، وهي هنا %2.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="187"/>
        <source>That card does not fit the meld. The Joker stands for %2: put %2 on it.</source>
        <translation>هذه الورقة لا تناسب التنزيلة. الجوكر يقوم مقام %2: ضع %2 عليها.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="192"/>
        <source>The Joker is yours again, to use this same turn. Lay it with %1 as a run of hearts.</source>
        <translation>عاد الجوكر إليك لتستعمله في الدور نفسه. نزّله مع %1 سلسلةً من القلب.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="197"/>
        <source>Put the Joker with %1 to make a run.</source>
        <translation>ضع الجوكر مع %1 لتصنع سلسلة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="201"/>
        <source>Once open, in the same turn and later, you may lay new melds, add cards to any meld on the table (yours, your partner&apos;s or an opponent&apos;s) and take a Joker back by putting in the card it stands for.

A Joker taken back is best used at once: left in your hand when the round ends, it costs 15.</source>
        <translation>بعد النزول، في الدور نفسه وما بعده، يحق لك أن تنزّل تنزيلات جديدة، وأن تضيف أوراقًا إلى أي تنزيلة على الطاولة (تنزيلتك أو تنزيلة شريكك أو خصمك)، وأن تسترجع الجوكر بوضع الورقة التي يقوم مقامها.

الأفضل أن تستعمل الجوكر المسترجع فورًا: إن بقي في يدك عند نهاية الجولة حُسب عليك بـ15.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="212"/>
        <source>Going out, and the Hand</source>
        <translation>الخلوص، والهاند</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="213"/>
        <source>Everything down in one turn, without touching others&apos; melds: −60.</source>
        <translation>كل الأوراق في دور واحد، دون لمس تنزيلات الآخرين: ⁦−60⁩.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="247"/>
        <source>Putting %1 on Ali&apos;s meld would go out too, but as a normal finish (−30): throw it on the fire pile for a Hand.</source>
        <translation>وضع %1 على تنزيلة علي يُخلِصك أيضًا، لكنه خلوص عادي (⁦−30⁩): ارمِها على الأرض لتنزّل هاند.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="252"/>
        <source>The round ends the moment a player&apos;s hand is empty. Points are penalties, lower is better: going out scores −30, the others pay what they hold, or 100 if they never opened.

A Hand is going out in one turn with everything, having laid nothing before and touched no one else&apos;s meld: −60 for you, and the others pay double, 200 if they had not opened.</source>
        <translation>تنتهي الجولة لحظة أن تفرغ يد أحد اللاعبين. النقاط عقوبات، والأقل أفضل: من يخلص يأخذ ⁦−30⁩، ويدفع الآخرون قيمة ما في أيديهم، أو 100 إن لم ينزلوا أبدًا.

الهاند أن تخلص بكل أوراقك في دور واحد، دون أن تكون نزّلت شيئًا من قبل أو لمست تنزيلة غيرك: لك ⁦−60⁩، ويدفع الآخرون الضعف، و200 من لم ينزل منهم.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="217"/>
        <source>You have laid nothing this round, and your cards nearly fit together. Draw from the stock (D).</source>
        <translation>لم تنزّل شيئًا في هذه الجولة، وأوراقك تكاد تتّسق كلها. اسحب من الكومة (D).</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="223"/>
        <source>All your cards but one make melds: %1, %2, %3 and %4. Lay them all in this turn; together they are your opening too (102 points).</source>
        <translation>كل أوراقك إلا واحدة تصنع تنزيلات: %1، و%2، و%3، و%4. نزّلها كلها في هذا الدور، وهي معًا نزولك أيضًا (102 نقطة).</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="232"/>
        <source>Before you open you may not touch the melds on the table, and for a Hand you must not touch anyone else&apos;s at all: lay your own melds.</source>
        <translation>قبل نزولك لا يجوز لك أن تلمس التنزيلات التي على الطاولة، وللهاند يجب ألا تلمس تنزيلات غيرك أبدًا: نزّل تنزيلاتك أنت.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="235"/>
        <source>Your first lay-down must reach 51: put two or more melds in it.</source>
        <translation>أول تنزيل لك يجب أن يبلغ 51: ضع فيه تنزيلتين أو أكثر.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="238"/>
        <source>Adding to Ali&apos;s meld is allowed, but then it is no longer a Hand: keep to your own melds.</source>
        <translation>الإضافة إلى تنزيلة علي مسموحة، لكنها لا تبقى عندئذ هاندًا: التزم بتنزيلاتك أنت.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="243"/>
        <source>Throw your last card, %1, to go out. Everything went down in one turn and you touched nobody else&apos;s meld: that is a Hand.</source>
        <translation>ارمِ ورقتك الأخيرة، %1، لتخلص. نزلت أوراقك كلها في دور واحد ولم تلمس تنزيلة أحد غيرك: هذا هو الهاند.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="263"/>
        <source>Saudi Hand and partners</source>
        <translation>الهاند السعودي والشراكة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="264"/>
        <source>The rising threshold, team openings and team totals.</source>
        <translation>حدّ النزول المتصاعد، ونزول الفريق، ومجموع نقاط الفريق.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="268"/>
        <source>Saudi Hand with partners: Huda, opposite you, is your partner. Ali&apos;s team opened with 58, and every later opening must beat the last one, so you need 59. Open with %1 and %2; the counter shows the target.</source>
        <translation>هاند سعودي بالشراكة: هدى، الجالسة مقابلك، شريكتك. فريق علي نزل بـ58، وكل نزول بعده يجب أن يزيد على النزول السابق، فتحتاج إلى 59. انزل بـ%1 و%2، والعدّاد يُظهر المطلوب.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="275"/>
        <source>51 would do in plain Hand, but here the last opening was 58: you need 59 or more. Keep the whole run %1.</source>
        <translation>51 تكفي في الهاند العادي، لكن آخر نزول هنا كان 58: تحتاج إلى 59 أو أكثر. أبقِ السلسلة كاملة %1.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="280"/>
        <source>Your team is open now, you and Huda both: she may lay melds freely, with no threshold. Throw a card to end your turn, %1 for example.</source>
        <translation>فريقك نازل الآن، أنت وهدى معًا: يحق لها أن تنزّل بحرية دون أي حدّ. ارمِ ورقة لتنهي دورك، %1 مثلًا.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/lessons/catalogue.py" line="286"/>
        <source>Saudi Hand: the first opening of a round needs 51, and each later one must beat the last opening (after 58 comes 59, after 61 comes 62).

Partners sit opposite each other. The first opening by either partner opens the team, and at the end of each round the two partners&apos; points are added: the team with the lower total wins the match.</source>
        <translation>الهاند السعودي: أول نزول في الجولة يحتاج إلى 51، وكل نزول بعده يجب أن يزيد على آخر نزول (بعد 58 يأتي 59، وبعد 61 يأتي 62).

الشريكان يجلسان متقابلين. أول نزول لأيّ منهما يُنزل الفريق كله، وفي نهاية كل جولة تُجمع نقاط الشريكين: والفريق صاحب المجموع الأقل يفوز بالمباراة.</translation>
    </message>
</context>
<context>
    <name>Licences</name>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="4"/>
        <source>&amp;Licences and notices...</source>
        <translation>ال&amp;تراخيص والإشعارات...</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="5"/>
        <source>This copy of Hand lacks the file %1 (%2). The same text is in the game&apos;s source code and in every installer.</source>
        <translation>ينقص هذه النسخة من هاند الملف %1 (%2). النص نفسه موجود في الشيفرة المصدرية للعبة وفي كل برنامج تثبيت.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="6"/>
        <source>Licences</source>
        <translation>التراخيص</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="7"/>
        <source>Hand is free software: you may share it and change it under the GNU General Public License, version 3 or any later version. It comes with no warranty.

It carries other free software, each under its own licence: Qt and Qt for Python (PySide6, Shiboken6) under the GNU LGPL version 3, the Noto Sans Arabic font under the SIL Open Font License, platformdirs, Python and others. The notices below name them all, say where their source code is, and give the licences in full (in English).</source>
        <translation>هاند برنامج حر: يحق لك أن تنشره وأن تعدّله وفق رخصة جنو العمومية العامة (GNU GPL)، الإصدار 3 أو أي إصدار لاحق. ويأتي بلا أي ضمان.

ويحمل معه برامج حرة أخرى، لكل منها رخصته: Qt وQt for Python (PySide6 وShiboken6) وفق رخصة جنو العمومية الصغرى (GNU LGPL) الإصدار 3، وخط Noto Sans Arabic وفق رخصة SIL للخطوط المفتوحة، وplatformdirs وPython وغيرها. الإشعارات أدناه تسمّيها كلها، وتذكر أين شيفرتها المصدرية، وتورد نصوص التراخيص كاملة (بالإنجليزية).</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="8"/>
        <source>Third-party notices</source>
        <translation>إشعارات البرامج الأخرى</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="9"/>
        <source>Hand&apos;s licence (GNU GPL)</source>
        <translation>رخصة هاند (GNU GPL)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="207"/>
        <location filename="../../hand_desktop/ui/app.py" line="160"/>
        <location filename="../../hand_desktop/ui/selftest.py" line="174"/>
        <source>Hand</source>
        <translation>هاند</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="208"/>
        <source>The rummy of the Gulf: two decks, two Jokers, fourteen cards each.</source>
        <translation>ريمي الخليج: شدّتان وجوكران، وأربع عشرة ورقة لكل لاعب.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="211"/>
        <source>&amp;New game…</source>
        <translation>لعبة &amp;جديدة…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="212"/>
        <source>&amp;Resume the match in progress</source>
        <translation>متابعة المبا&amp;راة الجارية</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="213"/>
        <source>&amp;Open a saved match…</source>
        <translation>&amp;فتح مباراة محفوظة…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="216"/>
        <source>&amp;Game</source>
        <translation>&amp;اللعبة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="217"/>
        <source>&amp;Move</source>
        <translation>ال&amp;لعب</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="218"/>
        <source>&amp;View</source>
        <translation>&amp;عرض</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="219"/>
        <source>&amp;Help</source>
        <translation>&amp;مساعدة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="220"/>
        <source>&amp;New…</source>
        <translation>&amp;جديدة…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="222"/>
        <source>&amp;Watch the computer play</source>
        <translation>&amp;شاهد الكمبيوتر يلعب</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="223"/>
        <source>&amp;Open…</source>
        <translation>&amp;فتح…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="225"/>
        <source>Save a &amp;copy…</source>
        <translation>حفظ &amp;نسخة…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="226"/>
        <source>&amp;Resume</source>
        <translation>&amp;متابعة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="228"/>
        <source>&amp;Score sheet</source>
        <translation>ورقة ال&amp;نقاط</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="230"/>
        <source>&amp;Quit</source>
        <translation>&amp;خروج</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="231"/>
        <source>&amp;Rules</source>
        <translation>ال&amp;قواعد</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="214"/>
        <source>&amp;Learn to play…</source>
        <translation>&amp;تعلّم اللعب…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="209"/>
        <source>&amp;Play now</source>
        <translation>الع&amp;ب الآن</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="210"/>
        <source>You and three computer players (Medium), standard rules, 5 rounds</source>
        <translation>أنت وثلاثة لاعبين من الكمبيوتر (متوسط)، القواعد الأصلية، ٥ جولات</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="215"/>
        <source>&amp;Join a table on the network…</source>
        <translation>الان&amp;ضمام إلى طاولة على الشبكة…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="221"/>
        <source>&amp;Host a table…</source>
        <translation>ا&amp;ستضف طاولة…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="224"/>
        <source>Re&amp;view a saved match…</source>
        <translation>م&amp;راجعة مباراة محفوظة…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="227"/>
        <source>&amp;Join a table…</source>
        <translation>الان&amp;ضمام إلى طاولة…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="229"/>
        <source>S&amp;tatistics</source>
        <translation>الإ&amp;حصاءات</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="232"/>
        <source>&amp;About Hand</source>
        <translation>&amp;حول هاند</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="233"/>
        <source>&amp;Language</source>
        <translation>ال&amp;لغة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="234"/>
        <source>As the system</source>
        <translation>حسب النظام</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="235"/>
        <source>&amp;Digits</source>
        <translation>ال&amp;أرقام</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="236"/>
        <source>As the language</source>
        <translation>حسب اللغة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="237"/>
        <source>Western (0123)</source>
        <translation>غربية (0123)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="238"/>
        <source>Arabic-Indic (٠١٢٣)</source>
        <translation>هندية (٠١٢٣)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="239"/>
        <source>&amp;Animation speed</source>
        <translation>سرعة ال&amp;حركة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="240"/>
        <source>Off (instant)</source>
        <translation>بلا حركة (فوري)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="241"/>
        <source>Fast</source>
        <translation>سريعة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="242"/>
        <source>Normal</source>
        <translation>عادية</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="243"/>
        <source>Slow</source>
        <translation>بطيئة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="244"/>
        <source>&amp;Preferences…</source>
        <translation>ال&amp;تفضيلات…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="245"/>
        <source>&amp;Sound</source>
        <translation>ال&amp;صوت</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="246"/>
        <source>&amp;Sound on</source>
        <translation>&amp;تشغيل الصوت</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="247"/>
        <source>&amp;Quiet</source>
        <translation>&amp;هادئ</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="248"/>
        <source>&amp;Medium</source>
        <translation>&amp;متوسط</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="249"/>
        <source>&amp;Loud</source>
        <translation>&amp;عالٍ</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="250"/>
        <source>This table is not being saved</source>
        <translation>هذه الطاولة لا تُحفظ</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="251"/>
        <source>This match is not being saved</source>
        <translation>هذه المباراة لا تُحفظ</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="252"/>
        <source>Match over: %1 won</source>
        <translation>انتهت المباراة: الفوز من نصيب %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="253"/>
        <source>Round over</source>
        <translation>انتهت الجولة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="254"/>
        <source>%1 to play</source>
        <translation>الدور على %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="255"/>
        <source>Installation</source>
        <translation>التثبيت</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="256"/>
        <source>Settings</source>
        <translation>الإعدادات</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="257"/>
        <source>Saved match</source>
        <translation>مباراة محفوظة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="258"/>
        <source>the table</source>
        <translation>الطاولة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="259"/>
        <source>You were playing at %1 (%2). Rejoin your seat there?</source>
        <translation>كنت تلعب على %1 (%2). أتعود إلى مقعدك هناك؟</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="260"/>
        <source>Network table</source>
        <translation>طاولة الشبكة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="261"/>
        <source>Rejo&amp;in %1 at %2</source>
        <translation>&amp;عودة إلى %1 على %2</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="262"/>
        <source>A match was in progress (%1, %2). Resume it where it was?</source>
        <translation>كانت هناك مباراة جارية (%1، %2). هل تتابعها من حيث توقفت؟</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="263"/>
        <source>Resume</source>
        <translation>متابعة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="264"/>
        <source>Close this window first, then open %1 with Game → Open.</source>
        <translation>أغلق هذه النافذة أولًا، ثم افتح %1 من اللعبة ← فتح.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="265"/>
        <source>New game</source>
        <translation>لعبة جديدة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="266"/>
        <source>Close the table you are hosting? Those who joined are let go.</source>
        <translation>أتغلق الطاولة التي تستضيفها؟ سينقطع اتصال من انضموا إليها.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="267"/>
        <source>Abandon the match in progress?</source>
        <translation>هل تترك المباراة الجارية؟</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="268"/>
        <source>Leave this table? The match goes on without you.</source>
        <translation>هل تغادر هذه الطاولة؟ ستستمر المباراة من دونك.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="269"/>
        <source>A saved match is waiting to be resumed. Start a new one instead?</source>
        <translation>هناك مباراة محفوظة بانتظار المتابعة. هل تبدأ مباراة جديدة بدلاً منها؟</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="270"/>
        <source>Join a table</source>
        <translation>الانضمام إلى طاولة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="273"/>
        <source>Open</source>
        <translation>فتح</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="274"/>
        <source>%1 cannot be opened.

%2</source>
        <translation>تعذّر فتح %1.

%2</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="202"/>
        <source>Save a copy of the match</source>
        <translation>احفظ نسخة من المباراة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="206"/>
        <source>Your settings could not be saved, so the language, the animation speed and the new-game choices will be forgotten when Hand closes.

%1</source>
        <translation>تعذّر حفظ إعداداتك، فستُنسى اللغة وسرعة الحركة واختيارات اللعبة الجديدة عند إغلاق هاند.

%1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="272"/>
        <source>Saved matches (%1)</source>
        <translation>المباريات المحفوظة (%1)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="271"/>
        <source>Open a saved match</source>
        <translation>فتح مباراة محفوظة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="203"/>
        <source>Save a copy</source>
        <translation>حفظ نسخة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="204"/>
        <source>The copy could not be saved.

%1</source>
        <translation>تعذّر حفظ النسخة.

%1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="205"/>
        <source>Saved a copy as %1</source>
        <translation>حُفظت نسخة باسم %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="275"/>
        <source>The hand orders of the network table could not be read, so the hands show as dealt. The file could not be set aside either; it is left as it is.

%1</source>
        <translation>تعذّرت قراءة ترتيب الأوراق في طاولة الشبكة، فتظهر الأوراق كما وُزّعت. ولم يمكن نقل الملف جانبًا أيضًا، فتُرك كما هو.

%1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="276"/>
        <source>The hand orders of the network table could not be read, so the hands show as dealt. The file was set aside.

%1</source>
        <translation>تعذّرت قراءة ترتيب الأوراق في طاولة الشبكة، فتظهر الأوراق كما وُزّعت. ونُقل الملف جانبًا.

%1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="277"/>
        <source>The network table could not be saved, so it could not be resumed after closing the window or a crash. Play goes on.

%1</source>
        <translation>تعذّر حفظ طاولة الشبكة، فلن يمكن متابعتها بعد إغلاق النافذة أو توقّف البرنامج. واللعب مستمر.

%1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="278"/>
        <source>Saving</source>
        <translation>الحفظ</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="279"/>
        <source>The match could not be saved, so it could not be resumed after closing the window.

%1</source>
        <translation>تعذّر حفظ المباراة، فلن يمكن متابعتها بعد إغلاق النافذة.

%1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/about.py" line="95"/>
        <source>About Hand</source>
        <translation>حول هاند</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/about.py" line="98"/>
        <source>&lt;h3&gt;Hand %1&lt;/h3&gt;&lt;p&gt;The Middle-Eastern rummy, against the computer or friends at the same screen.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. Made with %2 and %3, under the GNU LGPL version 3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;هاند %1&lt;/h3&gt;&lt;p&gt;لعبة الريمي الشرق أوسطية، ضد الكمبيوتر أو مع الأصدقاء على جهاز واحد.&lt;/p&gt;&lt;p&gt;برنامج حر وفق رخصة جنو العمومية العامة (GNU GPL)، الإصدار 3 أو أي إصدار لاحق. صُنع باستخدام %2 و%3، وفق رخصة جنو العمومية الصغرى (GNU LGPL) الإصدار 3.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MatchEnd</name>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="130"/>
        <location filename="../../hand_desktop/ui/dialogs/round_summary.py" line="427"/>
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
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="127"/>
        <source>Match over</source>
        <translation>انتهت المباراة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="128"/>
        <source>%1 win!</source>
        <translation>الفوز من نصيب %1!</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="129"/>
        <source>%1 wins!</source>
        <translation>الفوز من نصيب %1!</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="131"/>
        <source>%1 rounds played. Lowest total wins.</source>
        <translation>لُعبت %1 جولات. يفوز صاحب أقل مجموع.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="132"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="133"/>
        <source>Congratulations!</source>
        <translation>مبروك!</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="134"/>
        <source>Good game! Another one?</source>
        <translation>لعبة حلوة! واحدة ثانية؟</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="135"/>
        <source>&amp;Play again</source>
        <translation>&amp;العب مرة أخرى</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="136"/>
        <source>&amp;New game</source>
        <translation>لعبة &amp;جديدة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="137"/>
        <source>&amp;Close</source>
        <translation>&amp;إغلاق</translation>
    </message>
</context>
<context>
    <name>MoveLog</name>
    <message>
        <location filename="../../hand_desktop/ui/table/move_log.py" line="49"/>
        <source>The fire pile was shuffled into a new stock (%1 cards).</source>
        <translation>خُلطت أوراق الأرض كومةً جديدة (%1 ورقة).</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/move_log.py" line="52"/>
        <source>The round is over.</source>
        <translation>انتهت الجولة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/move_log.py" line="58"/>
        <source>: %1</source>
        <translation>: %1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/move_log.py" line="61"/>
        <source>gave %1 for the Joker</source>
        <translation>أعطى %1 وأخذ الجوكر</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/move_log.py" line="64"/>
        <source>drew %1 from the stock</source>
        <translation>سحب %1 من الكومة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/move_log.py" line="66"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/move_log.py" line="95"/>
        <source>Moves this round</source>
        <translation>حركات هذه الجولة</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="476"/>
        <source>The connection to the table is lost: the host closed it, or your seat was taken up elsewhere.</source>
        <translation>انقطع الاتصال بالطاولة: أغلقها المضيف، أو أُخذ مقعدك من مكان آخر.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="477"/>
        <source>Reconnecting… The connection to the host dropped; your seat and your cards are kept for you.</source>
        <translation>جارٍ إعادة الاتصال… انقطع الاتصال بالمضيف، ومقعدك وأوراقك محفوظة لك.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="478"/>
        <source>&amp;Back to the welcome screen</source>
        <translation>&amp;العودة إلى شاشة البداية</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="479"/>
        <source>%1 (you)</source>
        <translation>%1 (أنت)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="480"/>
        <source>%1 (computer)</source>
        <translation>%1 (الكمبيوتر)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="481"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="482"/>
        <source>At the table</source>
        <translation>على الطاولة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="483"/>
        <source>Chat</source>
        <translation>الدردشة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="484"/>
        <source>Say something…</source>
        <translation>قل شيئًا…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="485"/>
        <source>Chat message</source>
        <translation>رسالة الدردشة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="486"/>
        <source>Send</source>
        <translation>إرسال</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="487"/>
        <source>%1 is reconnecting</source>
        <translation>%1 يعيد الاتصال</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="488"/>
        <source>%1 — played by the computer</source>
        <translation>%1 — يلعب عنه الكمبيوتر</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/sessions/net_chrome.py" line="43"/>
        <source>Good game!</source>
        <translation>لعبة حلوة!</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/sessions/net_chrome.py" line="44"/>
        <source>Your turn</source>
        <translation>دورك</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/sessions/net_chrome.py" line="45"/>
        <source>One moment, please</source>
        <translation>لحظة من فضلك</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/sessions/net_chrome.py" line="46"/>
        <source>Well played</source>
        <translation>أحسنت اللعب</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="56"/>
        <source>That move is not yours to make: the computer is playing your seat until you are back.</source>
        <translation>هذه الحركة ليست لك الآن: الكمبيوتر يلعب عن مقعدك حتى تعود.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="58"/>
        <source>The table moved on before your move arrived. Look again, then play.</source>
        <translation>تغيّرت الطاولة قبل أن تصل حركتك. انظر مجددًا ثم العب.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="60"/>
        <source>You are not connected to the host: your move was not sent.</source>
        <translation>أنت غير متصل بالمضيف: لم تُرسَل حركتك.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="62"/>
        <source>A message to the host was too long, so the host closed the connection.</source>
        <translation>كانت رسالة إلى المضيف أطول من اللازم، فأغلق المضيف الاتصال.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="64"/>
        <source>A message to the host was garbled, so the host closed the connection.</source>
        <translation>وصلت رسالة إلى المضيف مشوّهة، فأغلق المضيف الاتصال.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="66"/>
        <source>The host could not read a message from this computer and closed the connection.</source>
        <translation>لم يستطع المضيف قراءة رسالة من هذا الجهاز فأغلق الاتصال.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="68"/>
        <source>This computer did not greet the host first, so the host closed the connection.</source>
        <translation>لم يبدأ هذا الجهاز بالتعريف بنفسه للمضيف، فأغلق المضيف الاتصال.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="70"/>
        <source>This computer took too long to greet the host, so the host closed the connection.</source>
        <translation>تأخّر هذا الجهاز في التعريف بنفسه للمضيف، فأغلق المضيف الاتصال.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="72"/>
        <source>Too many messages went to the host too fast, so the host closed the connection.</source>
        <translation>أُرسلت رسائل كثيرة إلى المضيف بسرعة كبيرة، فأغلق المضيف الاتصال.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="74"/>
        <source>The host heard nothing from this computer for too long and closed the connection.</source>
        <translation>لم يصل المضيفَ شيء من هذا الجهاز مدة طويلة، فأغلق الاتصال.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/refusals.py" line="76"/>
        <source>The host did not understand a message from this computer.</source>
        <translation>لم يفهم المضيف رسالة من هذا الجهاز.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/new_game.py" line="61"/>
        <source>Human</source>
        <translation>لاعب</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/new_game.py" line="62"/>
        <source>Computer (Easy)</source>
        <translation>الكمبيوتر (سهل)</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/new_game.py" line="63"/>
        <source>Computer (Medium)</source>
        <translation>الكمبيوتر (متوسط)</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/new_game.py" line="64"/>
        <source>Computer (Hard)</source>
        <translation>الكمبيوتر (صعب)</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/new_game.py" line="65"/>
        <source>Player on the network</source>
        <translation>لاعب عبر الشبكة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="61"/>
        <source>%1&apos;s table</source>
        <translation>طاولة %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="62"/>
        <source>Host a table</source>
        <translation>استضافة طاولة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="63"/>
        <source>New game</source>
        <translation>لعبة جديدة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="64"/>
        <source>Game</source>
        <translation>اللعبة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="65"/>
        <source>Players</source>
        <translation>اللاعبون</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="66"/>
        <source>&amp;Variant:</source>
        <translation>ال&amp;نوع:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="67"/>
        <source>&amp;Rounds:</source>
        <translation>ال&amp;جولات:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="68"/>
        <source>P&amp;layers:</source>
        <translation>ال&amp;لاعبون:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="69"/>
        <source>Seat &amp;%1:</source>
        <translation>المقعد &amp;%1:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="70"/>
        <source>Name of seat %1</source>
        <translation>اسم المقعد %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="71"/>
        <source>Who plays seat %1</source>
        <translation>من يلعب في المقعد %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="72"/>
        <source>Player at this computer</source>
        <translation>لاعب على هذا الجهاز</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="76"/>
        <source>On the network</source>
        <translation>على الشبكة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="77"/>
        <source>Table &amp;name:</source>
        <translation>اسم ال&amp;طاولة:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="78"/>
        <source>Re&amp;quire a join code (recommended)</source>
        <translation>اطلب رمز ان&amp;ضمام (يُنصح به)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="79"/>
        <source>Wait for a dropped pla&amp;yer:</source>
        <translation>انتظر من انقطع اتصا&amp;له:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="80"/>
        <source> s</source>
        <translation> ث</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="81"/>
        <source>For ever</source>
        <translation>بلا حدّ</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="82"/>
        <source>When a player&apos;s connection drops, the table waits this long on their turn, then a computer player plays for them until they are back.</source>
        <translation>إذا انقطع اتصال لاعب، تنتظره الطاولة هذه المدة عند دوره، ثم يلعب الكمبيوتر بدلًا منه حتى يعود.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="73"/>
        <source>&amp;Start hosting</source>
        <translation>ا&amp;بدأ الاستضافة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="74"/>
        <source>&amp;Start</source>
        <translation>&amp;ابدأ</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="75"/>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="83"/>
        <source>Team A</source>
        <translation>الفريق أ</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="84"/>
        <source>Team B</source>
        <translation>الفريق ب</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="85"/>
        <source>Four players in two teams: seats 1 and 3 against seats 2 and 4. Partners sit opposite, so turns alternate between the teams.</source>
        <translation>أربعة لاعبين في فريقين: المقعدان الأول والثالث ضد الثاني والرابع. الشريكان يجلسان متقابلين، فيتناوب الفريقان على الأدوار.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="86"/>
        <source>Every player for themselves.</source>
        <translation>كل لاعب يلعب لنفسه.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="87"/>
        <source>Each opening must beat the previous one by at least one point.</source>
        <translation>كل نزول يجب أن يزيد على النزول السابق بنقطة على الأقل.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="88"/>
        <source>Choose “Player on the network” for at least one seat: that is a seat for a friend at another computer.</source>
        <translation>اختر «لاعب عبر الشبكة» لمقعد واحد على الأقل: إنه مقعد لصديق على جهاز آخر.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="89"/>
        <source>Every seat is played by the computer: you watch, and each round&apos;s summary moves on by itself. Game → New starts a game of your own at any time.</source>
        <translation>الكمبيوتر يلعب في كل المقاعد: أنت تشاهد، وملخّص كل جولة يمضي وحده بعد لحظات. ومن اللعبة ← جديدة تبدأ لعبتك أنت متى شئت.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/text.py" line="138"/>
        <source>Player %1</source>
        <translation>لاعب %1</translation>
    </message>
</context>
<context>
    <name>Pointers</name>
    <message>
        <location filename="../../hand_desktop/ui/pointer_guide.py" line="29"/>
        <source>Drag cards from your hand up here to build melds. When they are ready, lay them on the table with %1.</source>
        <translation>اسحب أوراقًا من يدك إلى هنا لتكوّن تنزيلات. وحين تجهز، ضعها على الطاولة بزر «%1».</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/pointer_guide.py" line="33"/>
        <source>The fire pile: the cards thrown so far. On your turn you may take its top card instead of drawing from the stock.</source>
        <translation>الأرض: الأوراق المرمية حتى الآن. في دورك يمكنك أن تأخذ الورقة التي في أعلاها بدل السحب من الكومة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/pointer_guide.py" line="36"/>
        <source>The counter: how many points the melds you are building are worth, and how many more you need to open (lay your first melds).</source>
        <translation>العدّاد: كم نقطة تساوي التنزيلات التي تجهّزها، وكم نقطة ينقصك لتنزل (لتضع أول تنزيلاتك).</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/pointers.py" line="220"/>
        <source>Click to close</source>
        <translation>انقر للإغلاق</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="90"/>
        <source>Preferences</source>
        <translation>التفضيلات</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="91"/>
        <source>&amp;Table colour:</source>
        <translation>&amp;لون الطاولة:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="92"/>
        <source>Card &amp;back:</source>
        <translation>&amp;ظهر الورق:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="93"/>
        <source>Card &amp;size:</source>
        <translation>&amp;حجم الورق:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="94"/>
        <source>&amp;Animations:</source>
        <translation>&amp;سرعة الحركة:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="95"/>
        <source>&amp;Sound:</source>
        <translation>ال&amp;صوت:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="96"/>
        <source>Small, Normal, Large: that size while the window has room.</source>
        <translation>صغير، عادي، كبير: بهذا الحجم ما دامت النافذة تتسع له.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="97"/>
        <source>&amp;Four-colour suits: diamonds blue, clubs green</source>
        <translation>&amp;أربعة ألوان للأشكال: الديناري أزرق والسباتي أخضر</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="98"/>
        <source>Sort &amp;new cards into place in the hand</source>
        <translation>&amp;رتّب الأوراق الجديدة في مكانها من اليد</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="99"/>
        <source>&amp;On</source>
        <translation>&amp;تشغيل</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="100"/>
        <source>Volume</source>
        <translation>مستوى الصوت</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="101"/>
        <source>How the cards will look</source>
        <translation>هكذا ستبدو الأوراق</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/preferences.py" line="38"/>
        <source>Green</source>
        <translation>أخضر</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/preferences.py" line="39"/>
        <source>Blue</source>
        <translation>أزرق</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/preferences.py" line="40"/>
        <source>Burgundy</source>
        <translation>خمري</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/preferences.py" line="41"/>
        <source>Walnut</source>
        <translation>بنّي جوزي</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/preferences.py" line="44"/>
        <source>Blue stars</source>
        <translation>نجوم زرقاء</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/preferences.py" line="45"/>
        <source>Red stars</source>
        <translation>نجوم حمراء</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/preferences.py" line="46"/>
        <source>Green tiles</source>
        <translation>بلاط أخضر</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/preferences.py" line="49"/>
        <source>Automatic (as large as the window allows)</source>
        <translation>تلقائي (أكبر ما تسمح به النافذة)</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/preferences.py" line="50"/>
        <source>Small</source>
        <translation>صغير</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/preferences.py" line="51"/>
        <location filename="../../hand_desktop/ui/dialogs/preferences.py" line="57"/>
        <source>Normal</source>
        <translation>عادي</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/preferences.py" line="52"/>
        <source>Large</source>
        <translation>كبير</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/preferences.py" line="55"/>
        <source>Off (instant)</source>
        <translation>بلا حركة (فوري)</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/preferences.py" line="56"/>
        <source>Fast</source>
        <translation>سريعة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/dialogs/preferences.py" line="58"/>
        <source>Slow</source>
        <translation>بطيئة</translation>
    </message>
</context>
<context>
    <name>PreparedArea</name>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="68"/>
        <source>Melds ready: %1 points</source>
        <translation>التنزيلات الجاهزة: %1 نقطة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="72"/>
        <source>enough to open</source>
        <translation>تكفي للنزول</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="78"/>
        <source>(the last opening was %1)</source>
        <translation>(آخر نزول كان بـ%1)</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="84"/>
        <source>A meld may hold only one Joker.</source>
        <translation>لا يُسمح إلا بجوكر واحد في التنزيلة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="85"/>
        <source>The same card twice cannot be in one meld.</source>
        <translation>لا تتكرر الورقة نفسها في تنزيلة واحدة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="86"/>
        <source>Neither one rank (a set) nor one suit (a run).</source>
        <translation>ليست من رقم واحد (مجموعة) ولا من شكل واحد (سلسلة).</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="87"/>
        <source>A set needs different suits.</source>
        <translation>المجموعة تحتاج أشكالاً مختلفة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="88"/>
        <source>A set has at most four cards.</source>
        <translation>المجموعة أربع أوراق على الأكثر.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="89"/>
        <source>A run needs consecutive ranks.</source>
        <translation>السلسلة تحتاج أرقامًا متتالية.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="90"/>
        <source>A run cannot go past the Aces.</source>
        <translation>السلسلة لا تتجاوز الآس.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="96"/>
        <source>These cards are not a run or a set.</source>
        <translation>هذه الأوراق ليست سلسلة ولا مجموعة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="102"/>
        <source>A valid meld worth %1 points.</source>
        <translation>تنزيلة صحيحة قيمتها %1 نقطة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="106"/>
        <source>Not a meld yet: a meld needs at least three cards.</source>
        <translation>ليست تنزيلة بعد: التنزيلة ثلاث أوراق على الأقل.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/scene.py" line="641"/>
        <source>Clear this meld (its cards go back to the hand)</source>
        <translation>أفرغ هذه التنزيلة (ترجع أوراقها إلى اليد)</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/scene.py" line="658"/>
        <source>Drop cards here to start a meld</source>
        <translation>أفلت الأوراق هنا لتبدأ تنزيلة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/scene.py" line="783"/>
        <source>Build melds in the prepared area first.</source>
        <translation>جهّز التنزيلات في منطقة التجهيز أولاً.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="507"/>
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
</context>
<context>
    <name>Resources</name>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="285"/>
        <source>Hand is not installed completely: %n of its files are missing.</source>
        <translation>
            <numerusform>هاند غير مثبّت كاملًا: تنقصه %n ملفات.</numerusform>
            <numerusform>هاند غير مثبّت كاملًا: ينقصه ملف واحد من ملفاته.</numerusform>
            <numerusform>هاند غير مثبّت كاملًا: ينقصه ملفان من ملفاته.</numerusform>
            <numerusform>هاند غير مثبّت كاملًا: تنقصه %n ملفات من ملفاته.</numerusform>
            <numerusform>هاند غير مثبّت كاملًا: ينقصه %n ملفًا من ملفاته.</numerusform>
            <numerusform>هاند غير مثبّت كاملًا: ينقصه %n ملف من ملفاته.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="286"/>
        <source>and %n more</source>
        <translation>
            <numerusform>و%n ملفات أخرى</numerusform>
            <numerusform>وملف آخر</numerusform>
            <numerusform>وملفان آخران</numerusform>
            <numerusform>و%n ملفات أخرى</numerusform>
            <numerusform>و%n ملفًا آخر</numerusform>
            <numerusform>و%n ملف آخر</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="287"/>
        <source>Folder: %1</source>
        <translation>المجلد: %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="288"/>
        <source>The game goes on, but reinstalling Hand brings the missing files back.</source>
        <translation>تستمر اللعبة، لكن إعادة تثبيت هاند تعيد الملفات الناقصة.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="281"/>
        <source>The missing cards are drawn plainly by the game.</source>
        <translation>ترسم اللعبة الأوراق الناقصة رسمًا بسيطًا.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="282"/>
        <source>Arabic is written with the system&apos;s fonts.</source>
        <translation>تُكتب العربية بخطوط النظام.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="283"/>
        <source>The missing sounds are not played.</source>
        <translation>الأصوات الناقصة لا تُسمع.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="284"/>
        <source>Texts without a translation are shown in English.</source>
        <translation>النصوص التي لا ترجمة لها تظهر بالإنجليزية.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="289"/>
        <source>Review a saved match</source>
        <translation>مراجعة مباراة محفوظة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="290"/>
        <source>Saved matches (%1)</source>
        <translation>المباريات المحفوظة (%1)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="291"/>
        <source>Review</source>
        <translation>المراجعة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="292"/>
        <source>%1 cannot be reviewed.

%2</source>
        <translation>لا يمكن مراجعة %1.

%2</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="293"/>
        <source>A table joined over the network cannot be reviewed here: its moves are kept by its host. Ask the host for the saved match.</source>
        <translation>لا يمكن مراجعة طاولة انضممت إليها عبر الشبكة هنا: حركاتها يحفظها مضيفها. اطلب من المضيف المباراة المحفوظة.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="294"/>
        <source>A table you host can be reviewed once its match is over.</source>
        <translation>تمكن مراجعة طاولة تستضيفها بعد أن تنتهي مباراتها.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="298"/>
        <source>This round as a &amp;picture…</source>
        <translation>هذه الجولة &amp;صورةً…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="299"/>
        <source>The whole match as a p&amp;icture…</source>
        <translation>المباراة كلها ص&amp;ورةً…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="300"/>
        <source>This round as &amp;text…</source>
        <translation>هذه الجولة &amp;نصًّا…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="301"/>
        <source>The whole match as te&amp;xt…</source>
        <translation>المباراة كلها ن&amp;صًّا…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="302"/>
        <source>Export</source>
        <translation>التصدير</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="303"/>
        <source>The file could not be written.

%1</source>
        <translation>تعذّرت كتابة الملف.

%1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="304"/>
        <source>Save this round as a picture</source>
        <translation>حفظ هذه الجولة صورةً</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="305"/>
        <source>Pictures (*.png)</source>
        <translation>الصور (*.png)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="306"/>
        <source>Save the whole match as a picture</source>
        <translation>حفظ المباراة كلها صورةً</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="307"/>
        <source>Save this round as text</source>
        <translation>حفظ هذه الجولة نصًّا</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="308"/>
        <source>Text (*.txt)</source>
        <translation>النص (*.txt)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="309"/>
        <source>Save the whole match as text</source>
        <translation>حفظ المباراة كلها نصًّا</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="295"/>
        <source>Review: %1</source>
        <translation>مراجعة: %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="296"/>
        <source>Round %1</source>
        <translation>الجولة %1</translation>
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
        <translation>مراجعة مباراة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="311"/>
        <source>%1: %2 (%3 rounds)</source>
        <translation>%1: %2 (%3 جولات)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="312"/>
        <source>&amp;Review</source>
        <translation>م&amp;راجعة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="313"/>
        <source>The last matches finished at this computer, the newest first:</source>
        <translation>آخر المباريات التي انتهت على هذا الجهاز، الأحدث أولًا:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="314"/>
        <source>No finished match is kept yet: the matches you finish from now on can be reviewed here.</source>
        <translation>لا توجد مباراة منتهية محفوظة بعد: المباريات التي تنهيها من الآن يمكن مراجعتها هنا.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="316"/>
        <source>To the round&apos;s first move</source>
        <translation>إلى أول حركة في الجولة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="317"/>
        <source>One turn back</source>
        <translation>دور إلى الوراء</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="318"/>
        <source>One move back</source>
        <translation>حركة إلى الوراء</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="319"/>
        <source>One move on</source>
        <translation>حركة إلى الأمام</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="320"/>
        <source>One turn on</source>
        <translation>دور إلى الأمام</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="321"/>
        <source>To the round&apos;s last move</source>
        <translation>إلى آخر حركة في الجولة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="322"/>
        <source>&amp;Speed:</source>
        <translation>ال&amp;سرعة:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="323"/>
        <source>Show &amp;all hands (A)</source>
        <translation>إظهار &amp;كل الأيدي (A)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="324"/>
        <source>Every hand and the stock, face up; the coach&apos;s marks for every seat</source>
        <translation>كل الأيدي والكومة مكشوفة، وملاحظات المدرّب لكل مقعد</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="325"/>
        <source>Seen &amp;from:</source>
        <translation>من &amp;مقعد:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="326"/>
        <source>Whose seat the table is seen from (with every hand shown)</source>
        <translation>من مقعد مَن تُرى الطاولة (مع إظهار كل الأيدي)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="327"/>
        <source>&amp;Export</source>
        <translation>ت&amp;صدير</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="328"/>
        <source>Pause</source>
        <translation>إيقاف مؤقت</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="329"/>
        <source>Play</source>
        <translation>تشغيل</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="330"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="331"/>
        <source>Play the moves one after another, or pause</source>
        <translation>عرض الحركات واحدة بعد أخرى، أو الإيقاف المؤقت</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="332"/>
        <source>Move %1 of %2 in this round</source>
        <translation>الحركة %1 من %2 في هذه الجولة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="333"/>
        <source>%1 (%2 ★)</source>
        <translation>%1 (%2 ★)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="334"/>
        <source>Click to see the better move on the table</source>
        <translation>انقر لترى الحركة الأفضل على الطاولة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="335"/>
        <source>The coach is looking at the match…</source>
        <translation>المدرّب يدرس المباراة…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="336"/>
        <source>(the better move is on the table; any step goes back)</source>
        <translation>(الحركة الأفضل على الطاولة؛ أي خطوة تعيدك)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="337"/>
        <source>The coach: round %v of %m</source>
        <translation>المدرّب: الجولة %v من %m</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/review/pick.py" line="60"/>
        <source>&amp;Review the match</source>
        <translation>م&amp;راجعة المباراة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/review/pick.py" line="65"/>
        <source>Re&amp;view a match…</source>
        <translation>مرا&amp;جعة مباراة…</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/review/scene.py" line="69"/>
        <source>Stock, next first (%1)</source>
        <translation>الكومة، التالية أولًا (%1)</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/review/window.py" line="51"/>
        <source>Slow</source>
        <translation>بطيئة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/review/window.py" line="51"/>
        <source>Normal</source>
        <translation>عادية</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/review/window.py" line="52"/>
        <source>Fast</source>
        <translation>سريعة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/review/window.py" line="52"/>
        <source>Very fast</source>
        <translation>سريعة جدًّا</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/review/words.py" line="40"/>
        <source>Round %1 is dealt; %2 deals.</source>
        <translation>وُزّعت الجولة %1؛ الموزّع %2.</translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="106"/>
        <source>No contest</source>
        <translation>بلا نتيجة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="107"/>
        <source>Partner of the finisher</source>
        <translation>شريك المُنهي</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="108"/>
        <source>Had not opened</source>
        <translation>لم ينزل</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="109"/>
        <source>Opened: cards left ×%1</source>
        <translation>نازل: الأوراق الباقية ×%1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="110"/>
        <source>Opened: cards left</source>
        <translation>نازل: الأوراق الباقية</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="111"/>
        <source>Round over</source>
        <translation>انتهت الجولة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="112"/>
        <source>Player</source>
        <translation>اللاعب</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="113"/>
        <source>Cards left</source>
        <translation>الأوراق الباقية</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="114"/>
        <source>Value</source>
        <translation>القيمة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="115"/>
        <source>Points</source>
        <translation>النقاط</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="116"/>
        <source>%1 (team %2)</source>
        <translation>%1 (الفريق %2)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="117"/>
        <source>A</source>
        <translation>أ</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="118"/>
        <source>B</source>
        <translation>ب</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="119"/>
        <source>%1 scores %2 points</source>
        <translation>%1: %2 نقطة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="120"/>
        <source>That was the last round.</source>
        <translation>كانت هذه الجولة الأخيرة.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="121"/>
        <source>See the &amp;result</source>
        <translation>عرض ال&amp;نتيجة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="122"/>
        <source>The lowest total is tied, so a deciding round is played by all seats.</source>
        <translation>تعادل أقل مجموع، فتُلعب جولة فاصلة يشارك فيها الجميع.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="123"/>
        <source>Play the &amp;deciding round</source>
        <translation>العب الجولة ال&amp;فاصلة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="124"/>
        <source>&amp;Next round</source>
        <translation>الجولة ال&amp;تالية</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="125"/>
        <source>Multiplier %1</source>
        <translation>المضاعف %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="126"/>
        <source>Totals: %1</source>
        <translation>المجاميع: %1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/text.py" line="162"/>
        <source>Deciding round</source>
        <translation>جولة فاصلة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/text.py" line="163"/>
        <source>Round %1 of %2</source>
        <translation>الجولة %1 من %2</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="102"/>
        <source>No contest: the stock ran out. Nobody scores this round.</source>
        <translation>بلا نتيجة: انتهت الكومة. لا نقاط لأحد في هذه الجولة.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="103"/>
        <source>%1 went out.</source>
        <translation>أنهى %1 الجولة.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="104"/>
        <source>%1 went out with a Hand!</source>
        <translation>أنهى %1 الجولة بهاند!</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="105"/>
        <source>%1 went out with a %2!</source>
        <translation>أنهى %1 الجولة بـ%2!</translation>
    </message>
</context>
<context>
    <name>RuleSets</name>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="365"/>
        <source>Some of your saved rule sets could not be read and were left out.</source>
        <translation>تعذّرت قراءة بعض مجموعات القواعد المحفوظة، فتُركت خارج القائمة.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="366"/>
        <source>Your saved rule sets could not be read, so only the built-in ones are offered.</source>
        <translation>تعذّرت قراءة مجموعات القواعد المحفوظة، فلا تُعرض إلا المجموعات المرفقة باللعبة.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="367"/>
        <source>The file was kept as %1 so nothing is lost.</source>
        <translation>احتُفظ بالملف باسم %1 حتى لا يضيع شيء.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="368"/>
        <source>The file %1 could not be moved aside.</source>
        <translation>تعذّر نقل الملف %1 جانبًا.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="369"/>
        <source>Reason: %1</source>
        <translation>السبب: %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="370"/>
        <source>Give the rule set a name.</source>
        <translation>أعطِ مجموعة القواعد اسمًا.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="371"/>
        <source>The name is too long.</source>
        <translation>الاسم طويل جدًا.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="372"/>
        <source>A rule set of that name exists already.</source>
        <translation>توجد مجموعة قواعد بهذا الاسم من قبل.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/rule_sets.py" line="59"/>
        <source>Standard</source>
        <translation>المعتادة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/rule_sets.py" line="60"/>
        <source>Gulf 51</source>
        <translation>خليجي 51</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/rule_sets.py" line="63"/>
        <source>Gulf 101, open after 8 throws</source>
        <translation>خليجي 101، النزول بعد 8 رميات</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/rule_sets.py" line="65"/>
        <source>Saudi</source>
        <translation>سعودي</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="548"/>
        <source>Rules: %1</source>
        <translation>القواعد: %1</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="75"/>
        <source>How to play %1</source>
        <translation>طريقة لعب %1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="96"/>
        <source>House rules</source>
        <translation>القواعد الخاصة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="98"/>
        <source>This table plays the standard rules.</source>
        <translation>هذه الطاولة تلعب بالقواعد المعتادة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="100"/>
        <source>This table differs from the standard rules:</source>
        <translation>تختلف هذه الطاولة عن القواعد المعتادة في ما يلي:</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="105"/>
        <source>The game</source>
        <translation>اللعبة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="107"/>
        <source>Hand is a rummy game for two decks: 106 cards, that is two packs of 52 and two Jokers. Every card exists twice. The aim of each round is to get rid of all your cards by laying them on the table in melds. Points are penalties: the fewer, the better.</source>
        <translation>هاند لعبة ورق من عائلة الريمي، تُلعب بشدّتين كاملتين (52 ورقة لكل منهما) وجوكرين، فمجموع الأوراق 106 وكل ورقة موجودة مرتين. الهدف في كل جولة أن تتخلّص من كل أوراقك بتنزيلها على الطاولة. النقاط عقوبة: الأقل أفضل.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="116"/>
        <source>Four players in two teams of two. Partners sit opposite each other, so turns alternate between the teams. A team&apos;s score is the sum of both partners&apos; points.</source>
        <translation>أربعة لاعبين في فريقين، كل فريق شريكان يجلسان متقابلين، فيتناوب الفريقان على الأدوار. نقاط الفريق هي مجموع نقاط الشريكين.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="123"/>
        <source>Two, three or four players, each playing for themselves.</source>
        <translation>لاعبان أو ثلاثة أو أربعة، كلٌّ يلعب لنفسه.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="135"/>
        <source>The deal and a turn</source>
        <translation>التوزيع والدور</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="138"/>
        <source>Everyone gets 14 cards; the player after the dealer gets a 15th and starts by throwing one card onto the fire pile, without drawing.</source>
        <translation>يأخذ كل لاعب 14 ورقة، ويأخذ اللاعب الذي بعد الموزّع ورقة خامسة عشرة ويبدأ برمي ورقة على الأرض دون أن يسحب.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="143"/>
        <source>The rest of the cards form the stock, face down. The deal passes to the next player every round, and play goes counter-clockwise.</source>
        <translation>باقي الأوراق هي الكومة، مقلوبة على وجهها. ينتقل التوزيع إلى اللاعب التالي في كل جولة، واللعب عكس عقارب الساعة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="148"/>
        <source>On your turn: draw one card, from the stock or the top of the fire pile; then lay melds, add to melds or replace Jokers if you may; then throw one card onto the fire pile to end your turn.</source>
        <translation>في دورك: اسحب ورقة واحدة من الكومة أو من أعلى الأرض، ثم نزّل تنزيلات أو أضف عليها أو استبدل الجوكر إن كان ذلك مسموحًا لك، ثم ارمِ ورقة على الأرض لينتهي دورك.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="159"/>
        <source>Melds</source>
        <translation>التنزيلات</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="162"/>
        <source>A run: three or more cards of one suit in a row, such as 5 6 7 of hearts. An Ace is low (A 2 3) or high (Q K A), but a run never goes round the corner (K A 2).</source>
        <translation>السلسلة: ثلاث أوراق أو أكثر من شكل واحد متتالية، مثل 5 و6 و7 قلب. الآس يأتي في الأسفل (آس 2 3) أو في الأعلى (بنت شايب آس)، لكن السلسلة لا تلتفّ أبدًا (شايب آس 2).</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="167"/>
        <source>A set: three or four cards of one rank, all of different suits. The two copies of the same card never share a set.</source>
        <translation>المجموعة: ثلاث أو أربع أوراق من رقم واحد، كلها من أشكال مختلفة. نسختا الورقة نفسها لا تجتمعان في مجموعة واحدة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="172"/>
        <source>A meld may hold one Joker at most. Melds are never split or rearranged, and every card added must leave a proper run or set.</source>
        <translation>في التنزيلة جوكر واحد على الأكثر. لا تُقسم التنزيلات ولا يُعاد ترتيبها، وكل ورقة تُضاف يجب أن تُبقي سلسلة أو مجموعة صحيحة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="182"/>
        <source>Card</source>
        <translation>الورقة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="183"/>
        <source>In a meld</source>
        <translation>في التنزيلة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="184"/>
        <source>Left in your hand</source>
        <translation>باقية في يدك</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="188"/>
        <source>2 to 10</source>
        <translation>من 2 إلى 10</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="189"/>
        <location filename="../../hand_desktop/ui/help.py" line="190"/>
        <source>its number</source>
        <translation>رقمها</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="192"/>
        <source>Jack, Queen, King</source>
        <translation>الولد، البنت، الشايب</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="193"/>
        <source>Ace, high or in a set</source>
        <translation>الآس في الأعلى أو في مجموعة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="194"/>
        <source>Ace, low (A 2 3)</source>
        <translation>الآس في الأسفل (آس 2 3)</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="196"/>
        <source>Joker</source>
        <translation>الجوكر</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="197"/>
        <source>the card it stands for</source>
        <translation>قيمة الورقة التي يمثّلها</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="205"/>
        <source>The opening</source>
        <translation>النزول</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="207"/>
        <source>Your first lay-down in a round is your opening: one or more new melds from your hand, all at once, whose values add up to at least the opening threshold. If one meld is wrong or the total falls short, nothing is laid and you have not opened.</source>
        <translation>أول ما تنزّله في الجولة هو نزولك: تنزيلة أو أكثر من يدك دفعة واحدة، يبلغ مجموع قيمها حدّ النزول على الأقل. إذا كانت إحدى التنزيلات خاطئة أو نقص المجموع، لا ينزل شيء وتبقى غير نازل.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="219"/>
        <source>The first opening of the round needs %1 points. Every later opening must beat the previous one by at least a point: if someone opens with %2, the next opening needs %3. The counter on the table shows what you have and what you need.</source>
        <translation>أول نزول في الجولة يحتاج %1 نقطة، وكل نزول بعده يجب أن يزيد على النزول الذي قبله بنقطة على الأقل: إذا نزل أحدهم بـ%2 فالنزول التالي يحتاج %3. العدّاد على الطاولة يبيّن ما معك وما تحتاجه.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="232"/>
        <source>Every opening needs at least %1 points.</source>
        <translation>كل نزول يحتاج %1 نقطة على الأقل.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="236"/>
        <source>Each team opens once: the first opening by either partner opens the team, and the other partner then plays freely. The rising value runs between the teams.</source>
        <translation>كل فريق ينزل مرة واحدة: أول نزول لأيٍّ من الشريكين يُنزل الفريق كله، ثم يلعب الشريك الآخر بحرية. والحدّ المتصاعد يسري بين الفريقين.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="244"/>
        <source>Each team opens once: the first opening by either partner opens the team, and the other partner then plays freely.</source>
        <translation>كل فريق ينزل مرة واحدة: أول نزول لأيٍّ من الشريكين يُنزل الفريق كله، ثم يلعب الشريك الآخر بحرية.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="251"/>
        <source>Before you have opened you may not add to melds on the table nor replace Jokers. Once opened there is no threshold any more: lay melds, add to any meld (yours, your partner&apos;s or your opponents&apos;) and replace Jokers as you like.</source>
        <translation>قبل أن تنزل لا يجوز لك الإضافة على التنزيلات التي على الطاولة ولا استبدال الجوكر. وبعد النزول لا حدّ بعد ذلك: نزّل تنزيلات، وأضف على أي تنزيلة (لك أو لشريكك أو لخصومك)، واستبدل الجوكر كما تشاء.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="271"/>
        <source>You may open only in a turn in which you took the previous player&apos;s discard.</source>
        <translation>لا يجوز لك النزول إلا في دور أخذت فيه الورقة التي رماها اللاعب الذي قبلك.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="277"/>
        <source>A Hand need not reach the opening threshold.</source>
        <translation>الهاند لا يحتاج أن يبلغ حدّ النزول.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="279"/>
        <source>A low Ace counts %1 in an opening.</source>
        <translation>الآس في الأسفل يُحسب %1 في النزول.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="281"/>
        <source>House rules at this table:</source>
        <translation>قواعد خاصة بهذه الطاولة:</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="286"/>
        <source>The fire card</source>
        <translation>ورقة الأرض</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="288"/>
        <source>The fire pile is the discard pile. Every thrown card goes on it face up and everyone can see the whole pile, but only its top card, the fire card, can be taken, instead of drawing from the stock.</source>
        <translation>الأرض هي كومة الأوراق المرمية. كل ورقة تُرمى توضع عليها مكشوفة ويرى الجميع الأرض كلها، لكن لا يؤخذ منها إلا الورقة التي في أعلاها، أي ورقة الأرض، بدلاً من السحب من الكومة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="297"/>
        <source>If your side has not opened, taking the fire card means you must open in this same turn, and you may not throw a card before you have opened. The game lets you take it only when an opening exists with your hand and that card, so you never get stuck.</source>
        <translation>إذا لم تنزل أنت أو فريقك بعد، فأخذ ورقة الأرض يُلزمك بالنزول في الدور نفسه، ولا يجوز لك أن ترمي ورقة قبل أن تنزل. ولا تسمح لك اللعبة بأخذها إلا إذا كان النزول ممكنًا بيدك مع تلك الورقة، فلا تعلق أبدًا.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="304"/>
        <source>Once your side has opened, you take the fire card with no obligation.</source>
        <translation>بعد نزولك أو نزول فريقك تأخذ ورقة الأرض دون أي التزام.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="307"/>
        <source>You may not throw the fire card back in the same turn.</source>
        <translation>لا يجوز أن ترمي ورقة الأرض في الدور نفسه الذي أخذتها فيه.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="309"/>
        <source>You may not throw the fire card back in the same turn, nor its twin (the other copy of the same card).</source>
        <translation>لا يجوز أن ترمي ورقة الأرض في الدور نفسه الذي أخذتها فيه، ولا توأمها (النسخة الأخرى من الورقة نفسها).</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="319"/>
        <source>Jokers</source>
        <translation>الجوكر</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="322"/>
        <source>The two Jokers are the only wild cards. A Joker stands for one missing card: in a run it fills the gap or sits at either end, in a set it takes a missing suit.</source>
        <translation>الجوكران هما الورقتان الوحيدتان اللتان تحلّان محلّ أي ورقة. الجوكر يمثّل ورقة ناقصة واحدة: في السلسلة يملأ الفراغ أو يقف عند أحد طرفيها، وفي المجموعة يأخذ شكلاً ناقصًا.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="327"/>
        <source>Once opened, you may replace a Joker: put the real card it stands for into its meld and take the Joker into your hand, to use again at once. In a set of two cards and a Joker you must add both missing suits together.</source>
        <translation>بعد النزول يمكنك استبدال الجوكر: ضع الورقة الحقيقية التي يمثّلها في تنزيلته وخذ الجوكر إلى يدك لتستعمله فورًا. وفي مجموعة من ورقتين وجوكر يجب أن تضيف الشكلين الناقصين معًا.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="333"/>
        <source>A second Joker may never join a meld. Jokers are thrown and taken from the fire pile like any other card.</source>
        <translation>لا يدخل جوكر ثانٍ أي تنزيلة أبدًا. ويُرمى الجوكر ويؤخذ من الأرض مثل أي ورقة أخرى.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="339"/>
        <source>A Joker left in your hand at the end of a round costs %1 points.</source>
        <translation>الجوكر الذي يبقى في يدك في آخر الجولة يكلّفك %1 نقطة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="349"/>
        <source>The Hand</source>
        <translation>الهاند</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="351"/>
        <source>A Hand is going out all in one turn: you laid nothing in earlier turns, and in this turn you lay your whole hand in new melds of your own, adding nothing to melds already on the table, and go out. A Hand scores double.</source>
        <translation>الهاند أن تُنهي كل أوراقك في دور واحد: لم تنزّل شيئًا في الأدوار السابقة، وفي هذا الدور تنزّل يدك كلها في تنزيلات جديدة لك، دون أن تضيف شيئًا على التنزيلات الموجودة على الطاولة، وتخلّص. نقاط الهاند مضاعفة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="359"/>
        <source>At this table a Hand need not reach the opening threshold.</source>
        <translation>على هذه الطاولة لا يحتاج الهاند أن يبلغ حدّ النزول.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="362"/>
        <source>A Hand by a player whose side has not opened is also that side&apos;s opening, so its melds must reach the opening threshold too.</source>
        <translation>هاند اللاعب الذي لم ينزل هو ولا فريقه يُعدّ نزولاً أيضًا، فيجب أن تبلغ تنزيلاته حدّ النزول كذلك.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="370"/>
        <source>If your partner has already opened, your Hand needs no threshold.</source>
        <translation>إذا كان شريكك قد نزل، فلا يحتاج هاندك إلى حدّ النزول.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="376"/>
        <source>With the Gulf score table there are special Hands, worth more: a coloured Hand (all 15 cards red, or all black), a Joker Hand (the card thrown last is a Joker), a suited Hand (all 15 cards of one suit), a double Joker Hand (both Jokers thrown at the end) and a double Joker coloured Hand. A finish that fits several scores the highest.</source>
        <translation>مع جدول النقاط الخليجي توجد أنواع خاصة من الهاند قيمتها أعلى: الهاند الملوّن (الأوراق الـ15 كلها حمراء أو كلها سوداء)، وهاند الجوكر (آخر ورقة تُرمى جوكر)، والهاند من شكل واحد (الأوراق الـ15 كلها من شكل واحد)، وهاند الجوكرين (يُرمى الجوكران في النهاية)، وهاند الجوكرين الملوّن. وإذا انطبق على الإنهاء أكثر من نوع يُحسب الأعلى.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="388"/>
        <source>Going out</source>
        <translation>إنهاء الجولة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="391"/>
        <source>The round ends the moment a player has no cards left. Going out always ends with a throw onto the fire pile.</source>
        <translation>تنتهي الجولة لحظة أن تنتهي أوراق أحد اللاعبين، والإنهاء يكون دائمًا برمي ورقة على الأرض.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="399"/>
        <source>The round ends the moment a player has no cards left: after throwing their last card, or after laying or adding their last cards (no throw needed).</source>
        <translation>تنتهي الجولة لحظة أن تنتهي أوراق أحد اللاعبين: بعد رمي آخر ورقة، أو بعد تنزيل آخر أوراقه أو إضافتها (دون حاجة إلى الرمي).</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="418"/>
        <source>When the stock runs out, the round ends with no result and everyone scores 0.</source>
        <translation>عندما تنتهي الكومة تنتهي الجولة بلا نتيجة ويأخذ الجميع 0.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="426"/>
        <source>Scoring</source>
        <translation>حساب النقاط</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="429"/>
        <source>Your hand&apos;s value is the sum of the cards left in it (an Ace counts 11, a Joker %1).</source>
        <translation>قيمة يدك هي مجموع الأوراق الباقية فيها (الآس 11، والجوكر %1).</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="436"/>
        <source>hand value</source>
        <translation>قيمة اليد</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="437"/>
        <source>%1 × hand value</source>
        <translation>%1 × قيمة اليد</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="444"/>
        <location filename="../../hand_desktop/ui/help.py" line="460"/>
        <source>Finish</source>
        <translation>طريقة الإنهاء</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="445"/>
        <location filename="../../hand_desktop/ui/help.py" line="461"/>
        <source>Player who went out</source>
        <translation>اللاعب الذي أنهى</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="446"/>
        <location filename="../../hand_desktop/ui/help.py" line="462"/>
        <source>Not opened</source>
        <translation>غير نازل</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="447"/>
        <location filename="../../hand_desktop/ui/help.py" line="463"/>
        <source>Opened</source>
        <translation>نازل</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="450"/>
        <location filename="../../hand_desktop/ui/help.py" line="466"/>
        <source>Normal finish</source>
        <translation>إنهاء عادي</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="451"/>
        <location filename="../../hand_desktop/ui/help.py" line="467"/>
        <source>Hand</source>
        <translation>هاند</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="452"/>
        <source>Coloured Hand</source>
        <translation>هاند ملوّن</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="453"/>
        <source>Joker Hand</source>
        <translation>هاند جوكر</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="454"/>
        <source>Suited Hand</source>
        <translation>هاند من شكل واحد</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="455"/>
        <source>Double Joker Hand</source>
        <translation>هاند جوكرين</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="456"/>
        <source>Double Joker coloured Hand</source>
        <translation>هاند جوكرين ملوّن</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="470"/>
        <source>Partner of the player who went out</source>
        <translation>شريك اللاعب الذي أنهى</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="479"/>
        <source>A round with no result scores 0 for everyone.</source>
        <translation>الجولة التي بلا نتيجة: 0 للجميع.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="482"/>
        <source>Opened counts per team: a partner who laid nothing but whose team opened pays the value of their hand, not 100.</source>
        <translation>النزول يُحسب للفريق: الشريك الذي لم ينزّل شيئًا لكن فريقه نازل يدفع قيمة يده، لا 100.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/help.py" line="491"/>
        <source>End of the match</source>
        <translation>نهاية المباراة</translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="174"/>
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
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="175"/>
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
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="176"/>
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
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="177"/>
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
        <location filename="../../build/i18n/wrapped_texts.py" line="178"/>
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
    <name>ScoreChart</name>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="373"/>
        <source>Running totals</source>
        <translation>المجاميع جولةً بجولة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="374"/>
        <source>The running total of each side after every round: lower is better.</source>
        <translation>مجموع كل طرف بعد كل جولة: الأقل هو الأفضل.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="375"/>
        <source>%1 (winner)</source>
        <translation>%1 (الفائز)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="376"/>
        <source>The chart of the totals appears after the first round.</source>
        <translation>يظهر رسم المجاميع بعد الجولة الأولى.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="377"/>
        <source>D%1</source>
        <translation>ف%1</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="378"/>
        <source>Total</source>
        <translation>المجموع</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="379"/>
        <source>%1 by %2</source>
        <translation>%1 من %2</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="380"/>
        <source>This round: %1
Running total: %2</source>
        <translation>هذه الجولة: %1
المجموع حتى الآن: %2</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="381"/>
        <source>yes</source>
        <translation>نعم</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="382"/>
        <source>no</source>
        <translation>لا</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="383"/>
        <source>Opened: %1, left in hand: %2, multiplier: %3</source>
        <translation>نازل: %1، الباقي في اليد: %2، المضاعف: %3</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="384"/>
        <source>Finish</source>
        <translation>طريقة الإنهاء</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="385"/>
        <source>Multiplier</source>
        <translation>المضاعف</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="386"/>
        <source>Team total: the team with the lowest total wins</source>
        <translation>مجموع الفريق: يفوز الفريق صاحب أقل مجموع</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="387"/>
        <source>Round points, and the running total below them</source>
        <translation>نقاط الجولة، وتحتها المجموع حتى الآن</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="388"/>
        <source>D%1</source>
        <translation>ف%1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="389"/>
        <source>Totals</source>
        <translation>المجاميع</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="390"/>
        <source>Deciding round</source>
        <translation>جولة فاصلة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="391"/>
        <source>Round %1</source>
        <translation>الجولة %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="392"/>
        <source>Score sheet</source>
        <translation>ورقة النقاط</translation>
    </message>
</context>
<context>
    <name>Scores</name>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="99"/>
        <location filename="../../hand_desktop/ui/words/text.py" line="169"/>
        <source>%1 &amp; %2</source>
        <translation>%1 و%2</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <location filename="../../hand_desktop/ui/single_instance.py" line="216"/>
        <source>Hand is already open</source>
        <translation>هاند مفتوح بالفعل</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/single_instance.py" line="217"/>
        <source>Hand is already open on this computer, with the same saved matches (%1). Only one window can play them at a time, or their moves would overwrite each other.

Switch to the open window, or close it and start Hand again.</source>
        <translation>هاند مفتوح بالفعل على هذا الكمبيوتر، بالمباريات المحفوظة نفسها (%1). لا تلعبها إلا نافذة واحدة في كل مرة، وإلا كتبت حركات كل نافذة فوق حركات الأخرى.

انتقل إلى النافذة المفتوحة، أو أغلقها وشغّل هاند من جديد.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="140"/>
        <location filename="../../hand_desktop/ui/match_life.py" line="459"/>
        <source>Statistics</source>
        <translation>الإحصاءات</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="141"/>
        <source>&amp;Player:</source>
        <translation>ال&amp;لاعب:</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="142"/>
        <source>&amp;Add saved matches…</source>
        <translation>&amp;إضافة مباريات محفوظة…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="143"/>
        <source>Count finished matches from saved files (each match once).</source>
        <translation>احسب المباريات المنتهية من ملفات محفوظة (كل مباراة مرة واحدة).</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="144"/>
        <source>&amp;Reset…</source>
        <translation>&amp;مسح السجل…</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="145"/>
        <source>&amp;Close</source>
        <translation>إ&amp;غلاق</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="146"/>
        <source>No finished matches yet. Your record starts with the first match you play to the end.</source>
        <translation>لا مباريات منتهية بعد. يبدأ سجلك مع أول مباراة تلعبها حتى نهايتها.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="147"/>
        <source>Your last matches: your final total in each (lower is better), won in green</source>
        <translation>مبارياتك الأخيرة: مجموعك النهائي في كل منها (الأقل أفضل)، والفوز بالأخضر</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="148"/>
        <source>Matches: %1 played, %2 won, %3 lost (%4 won).</source>
        <translation>المباريات: لعبت %1، فزت في %2، خسرت %3 (نسبة الفوز %4).</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="149"/>
        <source>Rounds: %1, on average %2 points a round.</source>
        <translation>الجولات: %1، بمعدل %2 نقطة في الجولة.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="150"/>
        <source>%n Hand(s) made.</source>
        <translation>
            <numerusform>لم تنزّل هاند بعد.</numerusform>
            <numerusform>نزّلت هاند مرة واحدة.</numerusform>
            <numerusform>نزّلت هاند مرتين.</numerusform>
            <numerusform>نزّلت هاند %n مرات.</numerusform>
            <numerusform>نزّلت هاند %n مرة.</numerusform>
            <numerusform>نزّلت هاند %n مرة.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="151"/>
        <source>Openings: %1 in %2 rounds, after %3 turns on average.</source>
        <translation>النزول: %1 من %2 جولة، بعد %3 أدوار في المتوسط.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="152"/>
        <source>Openings: none yet.</source>
        <translation>النزول: لم تنزل بعد.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="153"/>
        <source>Best round: %1 points, in a game of %2 on %3.</source>
        <translation>أفضل جولة: %1 نقطة، في مباراة %2 يوم %3.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="154"/>
        <source>Worst round: %1 points, in a game of %2 on %3.</source>
        <translation>أسوأ جولة: %1 نقطة، في مباراة %2 يوم %3.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="155"/>
        <source>Variant</source>
        <translation>نوع اللعبة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="156"/>
        <source>Opponents</source>
        <translation>الخصوم</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="157"/>
        <source>Played</source>
        <translation>مباريات</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="158"/>
        <source>Won</source>
        <translation>فوز</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="159"/>
        <source>Lost</source>
        <translation>خسارة</translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="160"/>
        <source>%n match(es) added to your record.</source>
        <translation>
            <numerusform>لم تُضف أي مباراة إلى سجلك.</numerusform>
            <numerusform>أُضيفت مباراة واحدة إلى سجلك.</numerusform>
            <numerusform>أُضيفت مباراتان إلى سجلك.</numerusform>
            <numerusform>أُضيفت %n مباريات إلى سجلك.</numerusform>
            <numerusform>أُضيفت %n مباراة إلى سجلك.</numerusform>
            <numerusform>أُضيفت %n مباراة إلى سجلك.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="161"/>
        <source>%n match(es) counted already.</source>
        <translation>
            <numerusform>لا مباريات محسوبة من قبل.</numerusform>
            <numerusform>مباراة واحدة محسوبة من قبل.</numerusform>
            <numerusform>مباراتان محسوبتان من قبل.</numerusform>
            <numerusform>%n مباريات محسوبة من قبل.</numerusform>
            <numerusform>%n مباراة محسوبة من قبل.</numerusform>
            <numerusform>%n مباراة محسوبة من قبل.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="162"/>
        <source>No finished match of yours in %n file(s).</source>
        <translation>
            <numerusform>لا ملفات بلا مباراة منتهية لك.</numerusform>
            <numerusform>ملف واحد ليس فيه مباراة منتهية لك.</numerusform>
            <numerusform>ملفان ليس فيهما مباراة منتهية لك.</numerusform>
            <numerusform>%n ملفات ليس فيها مباراة منتهية لك.</numerusform>
            <numerusform>%n ملفًا ليس فيها مباراة منتهية لك.</numerusform>
            <numerusform>%n ملف ليس فيها مباراة منتهية لك.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="163"/>
        <source>%1 could not be read: %2</source>
        <translation>تعذّرت قراءة %1: %2</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="164"/>
        <source>Reset the record</source>
        <translation>مسح السجل</translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="165"/>
        <source>Forget all %n finished match(es) of your record? This cannot be undone.</source>
        <translation>
            <numerusform>مسح سجلك؟ لا يمكن التراجع عن ذلك.</numerusform>
            <numerusform>مسح المباراة المنتهية الوحيدة في سجلك؟ لا يمكن التراجع عن ذلك.</numerusform>
            <numerusform>مسح المباراتين المنتهيتين في سجلك؟ لا يمكن التراجع عن ذلك.</numerusform>
            <numerusform>مسح المباريات المنتهية الـ%n كلها من سجلك؟ لا يمكن التراجع عن ذلك.</numerusform>
            <numerusform>مسح المباريات المنتهية الـ%n كلها من سجلك؟ لا يمكن التراجع عن ذلك.</numerusform>
            <numerusform>مسح المباريات المنتهية الـ%n كلها من سجلك؟ لا يمكن التراجع عن ذلك.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="166"/>
        <source>Add saved matches</source>
        <translation>إضافة مباريات محفوظة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="167"/>
        <source>Saved matches (*.json);;All files (*)</source>
        <translation>المباريات المحفوظة (*.json);;كل الملفات (*)</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="168"/>
        <source>Easy computer players</source>
        <translation>الكمبيوتر: سهل</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="169"/>
        <source>Medium computer players</source>
        <translation>الكمبيوتر: متوسط</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="170"/>
        <source>Hard computer players</source>
        <translation>الكمبيوتر: صعب</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="171"/>
        <source>Computer players of mixed levels</source>
        <translation>الكمبيوتر: مستويات مختلطة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="172"/>
        <source>People only</source>
        <translation>أشخاص فقط</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="173"/>
        <source>%1%</source>
        <translation>%1٪</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="138"/>
        <source>Your last matches</source>
        <translation>مبارياتك الأخيرة</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="139"/>
        <source>Won: %1 of %2.</source>
        <translation>الفوز: %1 من %2.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="280"/>
        <source>Your record of matches could not be saved.

%1</source>
        <translation>تعذّر حفظ سجل مبارياتك.

%1</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="498"/>
        <source>Your settings file could not be read, so the default settings are used.</source>
        <translation>تعذّرت قراءة ملف إعداداتك، فستُستخدم الإعدادات الافتراضية.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="499"/>
        <source>Your record of matches could not be read, so it starts again from here.</source>
        <translation>تعذّرت قراءة سجل مبارياتك، لذا يبدأ من جديد من هنا.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="500"/>
        <source>The note of the network table you joined could not be read, so it cannot be rejoined.</source>
        <translation>تعذّرت قراءة ما حُفظ عن طاولة الشبكة التي انضممت إليها، لذا لا يمكن العودة إليها.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="501"/>
        <source>The saved match could not be read, so it cannot be resumed.</source>
        <translation>تعذّرت قراءة المباراة المحفوظة، فلا يمكن متابعتها.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="502"/>
        <source>The file was kept as %1 so nothing is lost.</source>
        <translation>احتُفظ بالملف باسم %1 حتى لا يضيع شيء.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="503"/>
        <source>The file %1 could not be moved aside.</source>
        <translation>تعذّر نقل الملف %1 جانبًا.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="504"/>
        <source>Reason: %1</source>
        <translation>السبب: %1</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="489"/>
        <source>The file does not exist.</source>
        <translation>الملف غير موجود.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="490"/>
        <source>This is not a file (it is a folder or a device).</source>
        <translation>هذا ليس ملفًا (إنه مجلد أو جهاز).</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="491"/>
        <source>You do not have permission to read the file.</source>
        <translation>ليست لديك صلاحية لقراءة الملف.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="492"/>
        <source>The file could not be read.</source>
        <translation>تعذّرت قراءة الملف.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="493"/>
        <source>The file is far too large to be one of ours.</source>
        <translation>الملف أكبر بكثير من أن يكون من ملفات اللعبة.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="494"/>
        <source>The file is not UTF-8 text (it may be damaged or cut short).</source>
        <translation>الملف ليس نصًا بترميز UTF-8 (ربما تلف أو انقطع قبل نهايته).</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="495"/>
        <source>The file is not valid JSON (it may be damaged or cut short).</source>
        <translation>الملف ليس بصيغة JSON صحيحة (ربما تلف أو انقطع قبل نهايته).</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="496"/>
        <source>The file nests its data far too deeply.</source>
        <translation>بيانات الملف متداخلة بعمق مفرط.</translation>
    </message>
    <message>
        <location filename="../../build/i18n/wrapped_texts.py" line="497"/>
        <source>The file holds a number far too long.</source>
        <translation>يحتوي الملف على رقم طويل جدًا.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/storage.py" line="91"/>
        <source>This file is not a saved match of Hand.</source>
        <translation>هذا الملف ليس مباراة محفوظة من هاند.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/storage.py" line="93"/>
        <source>This saved match was written by another version of Hand.</source>
        <translation>حُفظت هذه المباراة بإصدار آخر من هاند.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/storage.py" line="95"/>
        <source>The saved match is damaged.</source>
        <translation>المباراة المحفوظة تالفة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/storage.py" line="96"/>
        <source>The settings file is damaged.</source>
        <translation>ملف الإعدادات تالف.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/storage.py" line="97"/>
        <source>The record of matches is damaged.</source>
        <translation>سجل المباريات تالف.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/storage.py" line="98"/>
        <source>The note of the joined table is damaged.</source>
        <translation>ما حُفظ عن الطاولة التي انضممت إليها تالف.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="29"/>
        <source>Joker</source>
        <translation>جوكر</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="43"/>
        <source>drew from the stock</source>
        <translation>سحب من الكومة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="44"/>
        <source>took %1 from the fire</source>
        <translation>أخذ %1 من الأرض</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="48"/>
        <source>opened with %1 points</source>
        <translation>نزل بـ%1 نقطة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="53"/>
        <source>added %1 to a meld</source>
        <translation>أضاف %1 على تنزيلة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="55"/>
        <source>took back a Joker</source>
        <translation>استبدل الجوكر وأخذه</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/sentences.py" line="57"/>
        <source>discarded %1</source>
        <translation>رمى %1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/scene.py" line="489"/>
        <source>Stock: click or drag to your hand to draw</source>
        <translation>الكومة: انقر أو اسحب إلى يدك لتسحب ورقة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/scene.py" line="492"/>
        <source>Fire: %1</source>
        <translation>الأرض: %1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/scene.py" line="494"/>
        <source>Click the fire pile to see all of it</source>
        <translation>انقر على الأرض لترى كل أوراقها</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/scene.py" line="495"/>
        <source>Fire pile</source>
        <translation>الأرض</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/scene.py" line="625"/>
        <source>%1 plays next. Play goes counter-clockwise: the next player sits on the right.</source>
        <translation>التالي: %1. اللعب بعكس عقارب الساعة، فاللاعب التالي يجلس على اليمين.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/scene.py" line="703"/>
        <source>Click anywhere or press Esc to close</source>
        <translation>انقر في أي مكان أو اضغط Esc للإغلاق</translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="315"/>
        <location filename="../../hand_desktop/ui/table/captions.py" line="26"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n ورقة</numerusform>
            <numerusform>ورقة واحدة</numerusform>
            <numerusform>ورقتان</numerusform>
            <numerusform>%n أوراق</numerusform>
            <numerusform>%n ورقة</numerusform>
            <numerusform>%n ورقة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="505"/>
        <source>The fire pile (%n card(s)), bottom to top</source>
        <translation>
            <numerusform>الأرض (%n ورقة)، من الأسفل إلى الأعلى</numerusform>
            <numerusform>الأرض (ورقة واحدة)، من الأسفل إلى الأعلى</numerusform>
            <numerusform>الأرض (ورقتان)، من الأسفل إلى الأعلى</numerusform>
            <numerusform>الأرض (%n أوراق)، من الأسفل إلى الأعلى</numerusform>
            <numerusform>الأرض (%n ورقة)، من الأسفل إلى الأعلى</numerusform>
            <numerusform>الأرض (%n ورقة)، من الأسفل إلى الأعلى</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../build/i18n/wrapped_texts.py" line="506"/>
        <source>laid %n meld(s)</source>
        <translation>
            <numerusform>نزّل %n تنزيلة</numerusform>
            <numerusform>نزّل تنزيلة واحدة</numerusform>
            <numerusform>نزّل تنزيلتين</numerusform>
            <numerusform>نزّل %n تنزيلات</numerusform>
            <numerusform>نزّل %n تنزيلة</numerusform>
            <numerusform>نزّل %n تنزيلة</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="28"/>
        <source>opened ✓</source>
        <translation>نازل ✓</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="30"/>
        <source>partner</source>
        <translation>الشريك</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="40"/>
        <source>waiting for %1</source>
        <translation>بانتظار %1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="42"/>
        <source>thinking…</source>
        <translation>يفكّر…</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="44"/>
        <source>to play</source>
        <translation>دوره</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="48"/>
        <source>Score %1</source>
        <translation>النقاط %1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="52"/>
        <source>Dealer of this round</source>
        <translation>موزّع هذه الجولة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="62"/>
        <source>Easy</source>
        <translation>سهل</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="63"/>
        <source>Medium</source>
        <translation>متوسط</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="64"/>
        <source>Hard</source>
        <translation>صعب</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="70"/>
        <source>reconnecting…</source>
        <translation>يعيد الاتصال…</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="71"/>
        <source>played by the computer</source>
        <translation>يلعب عنه الحاسوب</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="87"/>
        <source>Your turn: you have 15 cards, discard one</source>
        <translation>دورك: ارمِ ورقة من الخمس عشرة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="89"/>
        <source>Your turn: draw from the stock or the fire</source>
        <translation>دورك: اسحب من الكومة أو من الأرض</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="91"/>
        <source>Your turn: open with the fire card, then discard</source>
        <translation>دورك: انزل بورقة الأرض، ثم ارمِ</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="92"/>
        <source>Your turn: meld, then discard</source>
        <translation>دورك: نزّل، ثم ارمِ</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="105"/>
        <source>Our melds (%1)</source>
        <translation>تنزيلاتنا (%1)</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="106"/>
        <source>Their melds (%1)</source>
        <translation>تنزيلاتهم (%1)</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="108"/>
        <source>Your melds</source>
        <translation>تنزيلاتك</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="103"/>
        <location filename="../../hand_desktop/ui/table/captions.py" line="110"/>
        <source>Melds of %1</source>
        <translation>تنزيلات %1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="122"/>
        <source>Deciding round</source>
        <translation>جولة فاصلة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="124"/>
        <source>Round %1 of %2</source>
        <translation>الجولة %1 من %2</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="129"/>
        <source>Us %1 – Them %2</source>
        <translation>نحن %1 – هم %2</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/captions.py" line="116"/>
        <source>To open: %1 points</source>
        <translation>للنزول: %1 نقطة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/scene.py" line="728"/>
        <source>Discard one card at a time.</source>
        <translation>ارمِ ورقة واحدة في كل مرة.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/scene.py" line="735"/>
        <source>Where does the Joker go?</source>
        <translation>أين يقف الجوكر؟</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/placement.py" line="107"/>
        <location filename="../../hand_desktop/ui/table/scene.py" line="737"/>
        <location filename="../../hand_desktop/ui/table/scene.py" line="771"/>
        <source>Joker as %1</source>
        <translation>الجوكر بدل %1</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="227"/>
        <source>&amp;Draw from the Stock</source>
        <translation>ا&amp;سحب من الكومة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="228"/>
        <source>Take the &amp;Fire Card</source>
        <translation>خذ ورقة ال&amp;أرض</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="229"/>
        <source>&amp;Move to the Prepared Area</source>
        <translation>&amp;انقل إلى منطقة التجهيز</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="230"/>
        <source>&amp;Return to the Hand</source>
        <translation>أ&amp;رجع إلى اليد</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="231"/>
        <source>&amp;Submit Melds</source>
        <translation>&amp;نزّل التنزيلات</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="232"/>
        <source>Dis&amp;card</source>
        <translation>ا&amp;رمِ</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="233"/>
        <source>Sort by S&amp;uit</source>
        <translation>رتّب حسب ال&amp;شكل</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="234"/>
        <source>Sort by &amp;Rank</source>
        <translation>رتّب حسب ال&amp;رقم</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="235"/>
        <source>&amp;Hint</source>
        <translation>&amp;تلميح</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="236"/>
        <source>&amp;Undo in the Prepared Area</source>
        <translation>&amp;تراجع في منطقة التجهيز</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="237"/>
        <source>&amp;Clear the Prepared Area</source>
        <translation>أ&amp;فرغ منطقة التجهيز</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="238"/>
        <source>Move the &amp;Joker to the Other End</source>
        <translation>انقل ال&amp;جوكر إلى الطرف الآخر</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="239"/>
        <source>&amp;View the Fire Pile</source>
        <translation>اعرض أوراق الأ&amp;رض</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="241"/>
        <source>Move &amp;Log</source>
        <translation>&amp;سجل الحركات</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="244"/>
        <source>Lay every candidate of the prepared area on the table</source>
        <translation>نزّل كل ما في منطقة التجهيز على الطاولة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="246"/>
        <source>Undo the last change in the prepared area</source>
        <translation>تراجع عن آخر تغيير في منطقة التجهيز</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/widget.py" line="370"/>
        <source>Select one card to discard.</source>
        <translation>اختر ورقة واحدة لترميها.</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/table/decor.py" line="230"/>
        <source>D</source>
        <translation>م</translation>
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
        <translation>، </translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/text.py" line="123"/>
        <source> · </source>
        <comment>between short facts</comment>
        <translation>، </translation>
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
        <translation>هاند</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/text.py" line="148"/>
        <source>Hand Partners</source>
        <translation>هاند شراكة</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/text.py" line="149"/>
        <source>Saudi Hand</source>
        <translation>هاند سعودي</translation>
    </message>
    <message>
        <location filename="../../hand_desktop/ui/words/text.py" line="150"/>
        <source>Saudi Hand Partners</source>
        <translation>هاند سعودي شراكة</translation>
    </message>
</context>
</TS>
