import type { MailTexts } from './en';

/** The customers' mails in Swahili (same keys and placeholders as en.ts). */
export const sw: MailTexts = {
  signature: 'SelamTopup',
  code: {
    signupSubject: 'Msimbo wako wa kuwezesha akaunti ya SelamTopup',
    signupIntro: 'Karibu SelamTopup! Ili kuwezesha akaunti yako, weka msimbo huu:',
    resetSubject: 'Msimbo wako wa kubadilisha nenosiri la SelamTopup',
    resetIntro: 'Ili kuweka nenosiri jipya la SelamTopup, weka msimbo huu:',
    emailChangeSubject: 'Thibitisha anwani yako mpya ya barua pepe ya SelamTopup',
    emailChangeIntro:
      'Ili kutumia anwani hii ya barua pepe kwenye akaunti yako ya SelamTopup, weka msimbo huu:',
    outro: 'Msimbo huu unatumika kwa dakika 15. Ikiwa hukuuomba, unaweza kupuuza barua pepe hii.',
  },
  emailChanged: {
    subject: 'Anwani ya barua pepe ya akaunti yako ya SelamTopup imebadilishwa',
    changed:
      'Anwani ya barua pepe ya akaunti yako ya SelamTopup imebadilishwa sasa hivi. Anwani hii haitatumika tena kwa akaunti yako.',
    ifYou: 'Ikiwa ni wewe uliyefanya mabadiliko haya, huhitaji kufanya chochote zaidi.',
    ifNotYou:
      'Ikiwa si wewe, huenda mtu mwingine anaweza kuingia kwenye akaunti yako: tafadhali wasiliana nasi mara moja kupitia ukurasa wa Mawasiliano kwenye tovuti yetu.',
  },
  receipt: {
    subject: 'Risiti yako ya SelamTopup',
    delivered: 'Salio ulilotuma limefika.',
    order: 'Agizo: {id}',
    date: 'Tarehe: {date}',
    recipient: 'Mpokeaji: {number} ({operator}, {country})',
    topUp: 'Salio: {product}',
    theyReceive: 'Mpokeaji anapata: {what}',
    amount: 'Kiasi: {amount}',
    fee: 'Ada ya huduma: {amount}',
    total: 'Jumla: {amount}',
    operatorReference: 'Kumbukumbu ya mtandao: {reference}',
    pinCode: 'Msimbo wa PIN: {code}',
    serial: 'Namba ya mfululizo: {serial}',
    pinPrivate: 'Weka PIN hii kuwa siri: yeyote aliye nayo anaweza kuitumia.',
    thanks: 'Asante kwa kutumia SelamTopup.',
  },
  whatArrives: {
    withValidity: '{summary}, kwa {validity}',
    day_one: 'siku {count}',
    day_other: 'siku {count}',
  },
  refund: {
    subject: 'Salio lako la SelamTopup halikuweza kutumwa: pesa zimerudishwa',
    notDelivered: 'Hatukuweza kutuma salio lako la {product} kwa {number}.',
    reason: 'Sababu: {reason}.',
    declined: 'mtandao ulilikataa',
    notInTime: 'halikuweza kufika kwa wakati, kwa hiyo tulilighairi',
    notConfirmed: 'hatukuweza kuthibitisha malipo haya',
    refunded:
      'Tumerudisha {amount} kwenye {refundedTo}. Kulingana na benki yako, inaweza kuchukua\nsiku chache kuonekana kwenye taarifa yako.',
    order: 'Agizo: {id}',
    toCard: 'kadi yako',
    toPaypal: 'akaunti yako ya PayPal',
  },
  delayed: {
    subject: 'Salio lako la SelamTopup limechelewa: tunaendelea kujaribu',
    notYet:
      'Salio lako la {product} kwa {number} ({operator}) bado halijafika.\nMtandao unachukua muda mrefu kuliko kawaida. Tunaendelea kujaribu; huhitaji kufanya chochote.',
    limit:
      'Ikiwa haliwezi kufika ndani ya {time} baada ya malipo, tutalighairi na kurudisha\nkiasi chote kwenye {refundedTo}, kisha tutakutumia barua pepe.',
    hour_one: 'saa {count}',
    hour_other: 'saa {count}',
    minute_one: 'dakika {count}',
    minute_other: 'dakika {count}',
    order: 'Agizo: {id}',
  },
  requestSent: {
    subject: 'Salio la simu uliloomba limetumwa',
    hello: 'Habari {name},',
    sent: 'Salio la simu uliloomba kupitia SelamTopup limetumwa kwenye namba yako.',
    number: 'Namba: {number} ({operator})',
    topUp: 'Salio: {product}',
    youReceive: 'Unapata: {what}',
    reference: 'Kumbukumbu: {id}',
  },
  creditRequest: {
    subject: 'Ombi la salio la simu kupitia SelamTopup',
    hello: 'Habari {name},',
    intro:
      '{name} anakuomba, kupitia fomu ya maombi ya salio ya SelamTopup, umtumie salio la simu.',
    messageFrom: 'Ujumbe kutoka kwa {from}:',
    theirDetails: 'Maelezo yake:',
    name: 'Jina: {name}',
    mobile: 'Namba ya simu: {number}',
    email: 'Barua pepe: {email}',
    linkIntro:
      'Ili kumtumia salio, fungua kiungo hiki: kinafungua fomu ya SelamTopup ikiwa na namba yake ' +
      'tayari, kisha unachagua kiasi na kulipia hapo.',
    notice:
      'Umepokea barua pepe hii kwa sababu mtu aliandika anwani yako kwenye fomu hiyo. Ujumbe ulio juu ' +
      'ni wake, si wa SelamTopup: SelamTopup haikuuandika wala kuukagua, na kamwe haiombi nenosiri ' +
      'wala maelezo ya kadi kwa barua pepe.',
  },
  autoTopUp: {
    every: 'kila siku {days}',
    demoDays: '{every} (siku za maonyesho za sekunde {seconds})',
    reminderSubject: 'Salio la kiotomatiki kwa {number} linakaribia',
    reminderIntro: 'Salio lako la kiotomatiki ({every}) linakaribia kulipiwa.',
    topUp: 'Salio: {product} ({operator})',
    recipient: 'Mpokeaji: {number}',
    amount: 'Kiasi: {amount}, kitatozwa kwenye kadi yako uliyohifadhi',
    when: 'Lini: {when}',
    reminderOutro:
      'Kama ni sawa, huhitaji kufanya chochote. Kuruka hili, kusitisha au kughairi: {url}',
    failedSubject: 'Salio la kiotomatiki kwa {number} halikulipiwa',
    failedIntro:
      'Hatukuweza kulipia salio lako la kiotomatiki la {product} kwa {number}: {reason}.',
    declined: 'kadi yako ilikataliwa',
    authenticationRequired: 'benki yako inataka uthibitishe malipo haya mwenyewe',
    nothingTaken: 'Hakuna pesa iliyochukuliwa na hakuna kilichotumwa.',
    payByHand: 'Kutuma salio hili sasa, lipia hapa: {url}',
    pausedAfterFailures:
      'Salio la kiotomatiki limesitishwa baada ya malipo mawili kushindwa; lianzishe tena kwenye wasifu wako: {url}',
    tryAgain: 'Tutajaribu tena tarehe inayofuata. Lisimamie kwenye wasifu wako: {url}',
    pausedSubject: 'Salio la kiotomatiki kwa {number} limesitishwa',
    pausedIntro:
      'Tumesitisha salio lako la kiotomatiki la {product} kwa {number} bila kutoza chochote:',
    cardRemoved: 'Kadi uliyohifadhi iliondolewa.',
    productGone: 'Bidhaa hii haitolewi tena kwa namba hii.',
    priceRisen:
      'Bei yake imepanda kutoka {from} hadi {to}, zaidi ya {percent}%. Lianzishe tena ili ukubali bei mpya.',
    refused:
      'Salio hili haliwezi kutumwa sasa (kwa sababu ya mipaka yetu au duka limefungwa); hakuna kilichotozwa.',
    resumeOrCancel: 'Unaweza kulianzisha tena au kulighairi kwenye wasifu wako: {url}',
    cancelledSubject: 'Salio zako za kiotomatiki zimeghairiwa',
    cancelled_one:
      'Benki yako iliripoti tatizo kwenye moja ya malipo yako, kwa hiyo tumeghairi salio lako {count} la kiotomatiki.',
    cancelled_other:
      'Benki yako iliripoti tatizo kwenye moja ya malipo yako, kwa hiyo tumeghairi salio zako {count} za kiotomatiki.',
    nothingMore: 'Hakuna kitakachotozwa tena. Kama unafikiri hili ni kosa, wasiliana nasi.',
    profile: 'Wasifu wako: {url}',
  },
  mvmReceipt: {
    subject: 'Risiti ya malipo yako',
    thanks: 'Asante, {name}: tumepokea malipo yako.',
    transaction: 'Muamala: {id}',
    date: 'Tarehe: {date}',
    course: 'Kozi: {course}',
    project: 'Mradi: {course}',
    projectPayment: 'Malipo ya mradi',
    description: 'Maelezo: {description}',
    amount: 'Kiasi: {amount}',
    paidWith: 'Imelipwa kwa: {method} ({reference})',
    card: 'kadi',
  },
};
