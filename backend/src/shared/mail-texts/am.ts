import type { MailTexts } from './en';

/** The customers' mails in Amharic, Ethiopic script (same keys and placeholders as en.ts). */
export const am: MailTexts = {
  signature: 'SelamTopup',
  code: {
    signupSubject: 'የSelamTopup መለያዎ ማግበሪያ ኮድ',
    signupIntro: 'እንኳን ወደ SelamTopup በደህና መጡ! መለያዎን ለማግበር ይህንን ኮድ ያስገቡ፦',
    resetSubject: 'የSelamTopup የይለፍ ቃል መቀየሪያ ኮድ',
    resetIntro: 'የSelamTopup የይለፍ ቃልዎን ለመቀየር ይህንን ኮድ ያስገቡ፦',
    emailChangeSubject: 'አዲሱን የSelamTopup ኢሜይል አድራሻዎን ያረጋግጡ',
    emailChangeIntro: 'ይህንን ኢሜይል አድራሻ ለSelamTopup መለያዎ ለመጠቀም ይህንን ኮድ ያስገቡ፦',
    outro: 'ኮዱ ለ15 ደቂቃ ያገለግላል። ኮዱን ካልጠየቁ ይህንን ኢሜይል ችላ ማለት ይችላሉ።',
  },
  emailChanged: {
    subject: 'የSelamTopup ኢሜይል አድራሻዎ ተቀይሯል',
    changed: 'የSelamTopup መለያዎ ኢሜይል አድራሻ አሁን ተቀይሯል። ከዚህ በኋላ ይህ አድራሻ ለመለያዎ አያገለግልም።',
    ifYou: 'ለውጡን ያደረጉት እርስዎ ከሆኑ ሌላ ማድረግ የሚጠበቅብዎ ነገር የለም።',
    ifNotYou: 'እርስዎ ካልሆኑ ሌላ ሰው መለያዎን ሊጠቀም ይችላል፦ እባክዎ በድረ-ገጻችን የ«ያግኙን» ገጽ በኩል ወዲያውኑ ያግኙን።',
  },
  receipt: {
    subject: 'የSelamTopup ደረሰኝዎ',
    delivered: 'የላኩት የአየር ሰዓት ደርሷል።',
    order: 'ትዕዛዝ፦ {id}',
    date: 'ቀን፦ {date}',
    recipient: 'ተቀባይ፦ {number} ({operator}፣ {country})',
    topUp: 'የአየር ሰዓት፦ {product}',
    theyReceive: 'ተቀባዩ የሚያገኘው፦ {what}',
    amount: 'መጠን፦ {amount}',
    fee: 'የአገልግሎት ክፍያ፦ {amount}',
    total: 'ጠቅላላ፦ {amount}',
    operatorReference: 'የኦፕሬተሩ ማጣቀሻ፦ {reference}',
    pinCode: 'ፒን ኮድ፦ {code}',
    serial: 'መለያ ቁጥር፦ {serial}',
    pinPrivate: 'ይህንን ፒን በሚስጥር ይያዙ፦ ፒኑን የያዘ ማንኛውም ሰው ሊጠቀምበት ይችላል።',
    thanks: 'SelamTopupን ስለተጠቀሙ እናመሰግናለን።',
  },
  whatArrives: {
    withValidity: '{summary}፣ ለ{validity} የሚያገለግል',
    day_one: '{count} ቀን',
    day_other: '{count} ቀናት',
  },
  refund: {
    subject: 'የSelamTopup የአየር ሰዓትዎ ሊደርስ አልቻለም፦ ገንዘብዎ ተመልሷል',
    notDelivered: 'የ{product} የአየር ሰዓትዎን ወደ {number} ማድረስ አልቻልንም።',
    reason: 'ምክንያት፦ {reason}።',
    declined: 'ኦፕሬተሩ አልተቀበለውም',
    notInTime: 'በጊዜው ሊደርስ ስላልቻለ ሰርዘነዋል',
    notConfirmed: 'ይህንን ክፍያ ማረጋገጥ አልቻልንም',
    refunded:
      '{amount} ወደ {refundedTo} መልሰናል። እንደ ባንክዎ ሁኔታ በሂሳብ መግለጫዎ ላይ ለመታየት\nጥቂት ቀናት ሊወስድ ይችላል።',
    order: 'ትዕዛዝ፦ {id}',
    toCard: 'ካርድዎ',
    toPaypal: 'የPayPal ሂሳብዎ',
  },
  delayed: {
    subject: 'የSelamTopup የአየር ሰዓትዎ ዘግይቷል፦ መሞከራችንን እንቀጥላለን',
    notYet:
      'ወደ {number} ({operator}) የላኩት የ{product} የአየር ሰዓት እስካሁን አልደረሰም።\nኦፕሬተሩ ከወትሮው በላይ እየዘገየ ነው። መሞከራችንን እንቀጥላለን፤ እርስዎ ምንም ማድረግ አያስፈልግዎትም።',
    limit:
      'ክፍያው ከተፈጸመ በ{time} ውስጥ ማድረስ ካልቻልን ትዕዛዙን ሰርዘን ሙሉውን ገንዘብ\nወደ {refundedTo} እንመልሳለን፤ በኢሜይልም እናሳውቅዎታለን።',
    hour_one: '{count} ሰዓት',
    hour_other: '{count} ሰዓታት',
    minute_one: '{count} ደቂቃ',
    minute_other: '{count} ደቂቃዎች',
    order: 'ትዕዛዝ፦ {id}',
  },
  requestSent: {
    subject: 'የጠየቁት የሞባይል ካርድ ተልኳል',
    hello: 'ሰላም {name}፣',
    sent: 'በSelamTopup በኩል የጠየቁት የሞባይል ካርድ ወደ ስልክ ቁጥርዎ ተልኳል።',
    number: 'ስልክ ቁጥር፦ {number} ({operator})',
    topUp: 'የአየር ሰዓት፦ {product}',
    youReceive: 'የሚያገኙት፦ {what}',
    reference: 'ማጣቀሻ፦ {id}',
  },
  creditRequest: {
    subject: 'በSelamTopup በኩል የቀረበ የሞባይል ካርድ ጥያቄ',
    hello: 'ሰላም {name}፣',
    intro: '{name} በSelamTopup የካርድ መጠየቂያ ቅጽ በኩል የሞባይል ካርድ እንዲልኩላቸው ይጠይቁዎታል።',
    messageFrom: 'ከ{from} የተላከ መልዕክት፦',
    theirDetails: 'የጠያቂው መረጃ፦',
    name: 'ስም፦ {name}',
    mobile: 'የሞባይል ቁጥር፦ {number}',
    email: 'ኢሜይል፦ {email}',
    linkIntro:
      'ካርድ ለመላክ ይህንን ሊንክ ይክፈቱ፦ ቁጥራቸው የተሞላበትን የSelamTopup የመሙያ ቅጽ ይከፍታል፤ ' + 'መጠኑን መርጠው እዚያው ይከፍላሉ።',
    notice:
      'ይህ ኢሜይል የደረሰዎት አንድ ሰው አድራሻዎን በዚያ ቅጽ ላይ ስላስገባ ነው። ከላይ ያለው መልዕክት የእነርሱ እንጂ ' +
      'የSelamTopup አይደለም፦ SelamTopup አልጻፈውም፣ አላረጋገጠውምም፤ የይለፍ ቃል ወይም የካርድ መረጃ ' +
      'በኢሜይል በጭራሽ አይጠይቅም።',
  },
  mvmReceipt: {
    subject: 'የክፍያ ደረሰኝዎ',
    thanks: '{name}፣ እናመሰግናለን፦ ክፍያዎ ደርሶናል።',
    transaction: 'ግብይት፦ {id}',
    date: 'ቀን፦ {date}',
    course: 'ኮርስ፦ {course}',
    project: 'ፕሮጀክት፦ {course}',
    projectPayment: 'የፕሮጀክት ክፍያ',
    description: 'መግለጫ፦ {description}',
    amount: 'መጠን፦ {amount}',
    paidWith: 'የተከፈለበት፦ {method} ({reference})',
    card: 'ካርድ',
  },
};
