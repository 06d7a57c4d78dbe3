// The demo brand's help centre (the help module's demo data): categories and articles in English
// and Filipino (TY). Each article: [category, code, EN title, EN HTML, TY title, TY HTML].

export const helpCategories: [code: string, en: string, ty: string][] = [
  ['deposits', 'Deposits', 'Pag-deposit'],
  ['withdrawals', 'Withdrawals', 'Pag-withdraw'],
  ['account', 'Account and security', 'Account at seguridad'],
  ['lottery', 'Lottery rules', 'Mga patakaran ng lottery'],
  ['responsible-play', 'Responsible play', 'Responsableng paglalaro'],
  ['verify-representative', 'Official contacts', 'Mga opisyal na contact'],
];

/** The staff's contacts: [kind, handle as stored (normalised), label]. */
export const officialContacts: ['phone' | 'whatsapp' | 'zalo' | 'telegram', string, string][] = [
  ['telegram', 'perlasplay_support', 'Customer service'],
  ['telegram', 'perlasplay_vip', 'VIP host'],
  ['whatsapp', '639175550101', 'Customer service'],
  ['phone', '63285550100', 'Hotline'],
];

type Article = [category: string, code: string, en: string, enBody: string, ty: string, tyBody: string];

export const helpArticles: Article[] = [
  [
    'deposits',
    'how-to-deposit',
    'How to deposit',
    '<p>Open the member centre and choose <strong>Deposit</strong>. Pick a channel, enter the amount within the limits the channel shows, and follow its steps. An online payment is credited as soon as the payment provider confirms it; a bank transfer is credited once our cashier has matched it to your order.</p><p>Keep the order reference until the money shows in your balance.</p>',
    'Paano mag-deposit',
    '<p>Buksan ang member centre at piliin ang <strong>Deposit</strong>. Pumili ng channel, ilagay ang halaga sa loob ng limit na ipinapakita ng channel, at sundin ang mga hakbang. Papasok agad ang online payment kapag kinumpirma na ng payment provider; ang bank transfer ay papasok kapag naitugma na ng aming cashier sa order mo.</p><p>Itago ang order reference hanggang makita mo ang pera sa balanse mo.</p>',
  ],
  [
    'deposits',
    'deposit-not-credited',
    'My deposit has not arrived',
    '<p>Most deposits arrive within minutes. If yours has not after 30 minutes, open <strong>Account record</strong> to check the order: <em>pending</em> means the payment is not confirmed yet, <em>failed</em> or <em>expired</em> means no money was taken through that order.</p><p>Contact customer service with the order reference and a screenshot of your payment. Never pay an order a second time before we have answered.</p>',
    'Hindi pa pumapasok ang deposit ko',
    '<p>Karamihan ng deposit ay pumapasok sa loob ng ilang minuto. Kung wala pa rin pagkalipas ng 30 minuto, buksan ang <strong>Account record</strong> para tingnan ang order: ang <em>pending</em> ay hindi pa kumpirmado ang bayad, ang <em>failed</em> o <em>expired</em> ay walang perang kinuha sa order na iyon.</p><p>Kontakin ang customer service dala ang order reference at screenshot ng bayad mo. Huwag bayaran ulit ang order bago kami sumagot.</p>',
  ],
  [
    'withdrawals',
    'how-to-withdraw',
    'How to withdraw',
    '<p>Before your first withdrawal, add a bank account in the member centre under <strong>Withdraw</strong> and set a payment password. The name on the bank account must match the name on your profile.</p><p>Enter an amount between 100.00 and 50,000.00 and your payment password. The amount is held at once and paid by our cashier, usually within an hour. While a bonus still has wagering to finish, withdrawals wait until it is done or forfeited.</p>',
    'Paano mag-withdraw',
    '<p>Bago ang unang withdrawal, magdagdag ng bank account sa member centre sa <strong>Withdraw</strong> at mag-set ng payment password. Dapat tugma ang pangalan sa bank account at ang pangalan sa profile mo.</p><p>Maglagay ng halagang 100.00 hanggang 50,000.00 at ang payment password mo. Agad itong iho-hold at babayaran ng aming cashier, karaniwan sa loob ng isang oras. Habang may bonus na may natitirang wagering, maghihintay ang withdrawal hanggang matapos o ma-forfeit ito.</p>',
  ],
  [
    'withdrawals',
    'confirm-receipt',
    'Confirming that a payout arrived',
    '<p>Once we have paid a withdrawal, tell us whether the money arrived: <em>received</em>, <em>partially received</em> or <em>not received</em>, with a photo of your bank statement for the last two. A payout you do not confirm within 24 hours counts as received.</p>',
    'Pagkumpirma na dumating ang payout',
    '<p>Kapag nabayaran na namin ang withdrawal, sabihin kung dumating ang pera: <em>natanggap</em>, <em>kulang ang natanggap</em> o <em>hindi natanggap</em>, may larawan ng bank statement para sa huling dalawa. Ang payout na hindi mo kinumpirma sa loob ng 24 oras ay ituturing na natanggap.</p>',
  ],
  [
    'account',
    'forgot-password',
    'I forgot my password',
    '<p>On the login form choose <strong>Forgot password</strong>. With the email on your account you receive a link that works once; with your mobile number you receive an SMS code and choose a new password at once.</p><p>A password has 8 to 64 characters and cannot contain your username or the name of this site.</p>',
    'Nakalimutan ko ang password ko',
    '<p>Sa login form piliin ang <strong>Forgot password</strong>. Gamit ang email ng account mo, makakatanggap ka ng link na isang beses lang gagana; gamit ang mobile number mo, makakatanggap ka ng SMS code at pipili agad ng bagong password.</p><p>Ang password ay 8 hanggang 64 na character at hindi puwedeng may username mo o pangalan ng site na ito.</p>',
  ],
  [
    'account',
    'new-device-check',
    'Why am I asked to confirm a new device?',
    '<p>When you sign in from an address we have not seen on your account, we ask for something only you know, such as your bank account name or an SMS code. It stops someone who has your password from using your account.</p><p>After too many wrong answers the check locks for an hour.</p>',
    'Bakit ako pinapakumpirma ng bagong device?',
    '<p>Kapag nag-sign in ka mula sa address na hindi pa namin nakikita sa account mo, hihingi kami ng bagay na ikaw lang ang nakakaalam, gaya ng pangalan sa bank account o SMS code. Pinipigilan nito ang may hawak ng password mo na gamitin ang account mo.</p><p>Pagkatapos ng sobrang daming maling sagot, magla-lock ang check nang isang oras.</p>',
  ],
  [
    'lottery',
    'draws-and-cut-off',
    'Draws, cut-off and results',
    '<p>Each lottery game draws on a fixed schedule. A draw stops taking tickets at its cut-off, a few seconds before the draw: a ticket sent later goes to the next draw only if you choose to. Results are shown under <strong>Draw results</strong> and every ticket is settled as soon as its draw is.</p><p>A cancelled draw refunds every ticket on it in full.</p>',
    'Mga draw, cut-off at resulta',
    '<p>Bawat lottery game ay may nakatakdang oras ng draw. Hindi na tumatanggap ng ticket ang draw pagdating ng cut-off, ilang segundo bago ang draw: mapupunta lang sa susunod na draw ang ticket kung pipiliin mo. Makikita ang resulta sa <strong>Resulta ng Draw</strong> at naaayos ang bawat ticket pagka-settle ng draw nito.</p><p>Kapag kinansela ang draw, ibabalik nang buo ang lahat ng ticket dito.</p>',
  ],
  [
    'lottery',
    'prize-series-and-chase',
    'Prize series and chasing numbers',
    '<p>Your prize series sets how much a winning bet pays: the higher the series, the higher the prize. A <strong>chase</strong> places the same numbers on several draws in a row; you can choose to stop the chase once it wins. The stake of every draw in a chase is taken when you place it and refunded for draws that do not happen.</p>',
    'Prize series at pag-chase ng numero',
    '<p>Ang prize series mo ang nagtatakda kung magkano ang panalo ng taya: mas mataas ang series, mas malaki ang premyo. Ang <strong>chase</strong> ay naglalagay ng parehong numero sa sunod-sunod na draw; puwede mong piliing ihinto ang chase kapag nanalo na. Kinukuha ang taya ng bawat draw sa chase pagkalagay mo at ibinabalik para sa mga draw na hindi natuloy.</p>',
  ],
  [
    'responsible-play',
    'play-safely',
    'Playing safely',
    '<p>Players must be 21 or older. Decide before you play how much money and time you will spend, and stop when you reach it. Never chase losses or borrow to play, and take regular breaks.</p><p>If playing stops being fun, ask customer service to close your account for a while. Free, confidential help is available from problem-gambling support lines in your country.</p>',
    'Ligtas na paglalaro',
    '<p>Dapat 21 pataas ang mga manlalaro. Bago maglaro, magpasya kung magkano at gaano katagal ka maglalaro, at huminto pag naabot mo na. Huwag habulin ang talo o mangutang para maglaro, at magpahinga nang madalas.</p><p>Kung hindi na masaya ang paglalaro, hilingin sa customer service na isara muna ang account mo. May libre at kumpidensyal na tulong mula sa mga support line para sa problem gambling sa bansa mo.</p>',
  ],
  [
    'verify-representative',
    'recognise-our-staff',
    'How to recognise our staff',
    '<p>Our staff will never ask for your password, payment password or an SMS code, and never ask you to pay into a personal account. Before you trust someone who says they work for us, enter their Telegram name, WhatsApp, Zalo or phone number in <strong>Verify Representative</strong>: it tells you whether the handle is one of ours.</p><p>If it is not, stop the conversation and tell customer service.</p>',
    'Paano makilala ang aming staff',
    '<p>Hindi kailanman hihingin ng aming staff ang password, payment password o SMS code mo, at hindi ka nila pababayarin sa personal na account. Bago magtiwala sa nagsasabing taga-amin sila, ilagay ang kanilang Telegram name, WhatsApp, Zalo o phone number sa <strong>Verify Representative</strong>: sasabihin nito kung amin ang handle.</p><p>Kung hindi, itigil ang usapan at sabihan ang customer service.</p>',
  ],
];
