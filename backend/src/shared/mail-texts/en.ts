/**
 * The customers' mails in English: the texts the specification gives (docs/specification.md).
 * Every other language's file has the same keys and the same `{placeholders}`
 * (mail-texts.spec.ts); docs/mail-languages.md says how to add one.
 */
export const en = {
  signature: 'SelamTopup',
  code: {
    signupSubject: 'Your SelamTopup activation code',
    signupIntro: 'Welcome to SelamTopup! To activate your account, enter this code:',
    resetSubject: 'Your SelamTopup password reset code',
    resetIntro: 'To reset your SelamTopup password, enter this code:',
    emailChangeSubject: 'Confirm your new SelamTopup e-mail address',
    emailChangeIntro: 'To use this e-mail address for your SelamTopup account, enter this code:',
    outro:
      'The code is valid for 15 minutes. If you did not ask for it, you can ignore this e-mail.',
  },
  emailChanged: {
    subject: 'Your SelamTopup e-mail address was changed',
    changed:
      'The e-mail address of your SelamTopup account was just changed. This address will no longer be used for your account.',
    ifYou: 'If you made this change, there is nothing more to do.',
    ifNotYou:
      'If you did not, someone else may have access to your account: please contact us at once through the Contact page of our website.',
  },
  receipt: {
    subject: 'Your SelamTopup receipt',
    delivered: 'Your top-up was delivered.',
    order: 'Order: {id}',
    date: 'Date: {date}',
    recipient: 'Recipient: {number} ({operator}, {country})',
    topUp: 'Top-up: {product}',
    theyReceive: 'They receive: {what}',
    amount: 'Amount: {amount}',
    fee: 'Processing Fee: {amount}',
    total: 'Total: {amount}',
    operatorReference: 'Operator reference: {reference}',
    pinCode: 'PIN code: {code}',
    serial: 'Serial number: {serial}',
    pinPrivate: 'Keep this PIN private: anyone who has it can use it.',
    thanks: 'Thank you for using SelamTopup.',
  },
  whatArrives: {
    withValidity: '{summary}, valid {validity}',
    day_one: '{count} day',
    day_other: '{count} days',
  },
  refund: {
    subject: 'Your SelamTopup top-up could not be delivered: refunded',
    notDelivered: 'We could not deliver your top-up of {product} to {number}.',
    reason: 'Reason: {reason}.',
    declined: 'the operator declined it',
    notInTime: 'it could not be delivered in time, so we cancelled it',
    notConfirmed: 'we could not confirm this payment',
    refunded:
      'We have refunded {amount} to {refundedTo}. Depending on your bank, it can take\na few days to show on your statement.',
    order: 'Order: {id}',
    toCard: 'your card',
    toPaypal: 'your PayPal account',
  },
  delayed: {
    subject: 'Your SelamTopup top-up is delayed: we keep trying',
    notYet:
      'Your top-up of {product} to {number} ({operator}) has not arrived yet.\nThe operator is taking longer than usual. We keep trying; you need to do nothing.',
    limit:
      'If it cannot be delivered within {time} of payment, we cancel it and refund\nthe full amount to {refundedTo}, and we mail you.',
    hour_one: '{count} hour',
    hour_other: '{count} hours',
    minute_one: '{count} minute',
    minute_other: '{count} minutes',
    order: 'Order: {id}',
  },
  requestSent: {
    subject: 'The mobile credit you asked for was sent',
    hello: 'Hello {name},',
    sent: 'The mobile credit you asked for through SelamTopup was sent to your number.',
    number: 'Number: {number} ({operator})',
    topUp: 'Top-up: {product}',
    youReceive: 'You receive: {what}',
    reference: 'Reference: {id}',
  },
  creditRequest: {
    subject: 'A request for mobile credit through SelamTopup',
    hello: 'Hello {name},',
    intro: "{name} asks you, through SelamTopup's credit-request form, to send them mobile credit.",
    messageFrom: 'Message from {from}:',
    theirDetails: 'Their details:',
    name: 'Name: {name}',
    mobile: 'Mobile number: {number}',
    email: 'E-mail: {email}',
    linkIntro:
      'To send them credit, open this link: it opens the SelamTopup top-up form with their number ' +
      'filled in, and you choose the amount and pay there.',
    notice:
      'You get this e-mail because someone entered your address in that form. The message above ' +
      "is theirs, not SelamTopup's: SelamTopup did not write or check it, and never asks for " +
      'passwords or card details by e-mail.',
  },
  autoTopUp: {
    every: 'every {days} days',
    demoDays: '{every} (demo days of {seconds} s)',
    reminderSubject: 'Automatic top-up for {number} coming up',
    reminderIntro: 'Your automatic top-up ({every}) is about to be charged.',
    topUp: 'Top-up: {product} ({operator})',
    recipient: 'Recipient: {number}',
    amount: 'Amount: {amount}, charged to your saved card',
    when: 'When: {when}',
    reminderOutro: 'Nothing to do if that is fine. To skip this one, pause or cancel: {url}',
    failedSubject: 'Automatic top-up for {number} not charged',
    failedIntro: 'We could not charge your automatic top-up of {product} to {number}: {reason}.',
    declined: 'your card was declined',
    authenticationRequired: 'your bank wants you to confirm this payment yourself',
    nothingTaken: 'Nothing was taken and nothing was sent.',
    payByHand: 'To send this top-up now, pay it here: {url}',
    pausedAfterFailures:
      'The automatic top-up is paused after two failed charges; resume it on your profile: {url}',
    tryAgain: 'We will try again at the next date. Manage it on your profile: {url}',
    pausedSubject: 'Automatic top-up for {number} paused',
    pausedIntro: 'We paused your automatic top-up of {product} to {number} and charged nothing:',
    cardRemoved: 'The saved card was removed.',
    productGone: 'The product is no longer offered for this number.',
    priceRisen:
      'Its price rose from {from} to {to}, more than {percent}%. Resume it to accept the new price.',
    refused:
      'This top-up cannot be made now (our limits or the shop being closed); nothing was charged.',
    resumeOrCancel: 'You can resume or cancel it on your profile: {url}',
    cancelledSubject: 'Your automatic top-ups were cancelled',
    cancelled_one:
      'Your bank reported a problem with one of your payments, so we cancelled your {count} automatic top-up(s).',
    cancelled_other:
      'Your bank reported a problem with one of your payments, so we cancelled your {count} automatic top-up(s).',
    nothingMore: 'Nothing more will be charged. If you think this is a mistake, contact us.',
    profile: 'Your profile: {url}',
  },
  mvmReceipt: {
    subject: 'Your payment receipt',
    thanks: 'Thank you, {name}: we received your payment.',
    transaction: 'Transaction: {id}',
    date: 'Date: {date}',
    course: 'Course: {course}',
    project: 'Project: {course}',
    projectPayment: 'Project payment',
    description: 'Description: {description}',
    amount: 'Amount: {amount}',
    paidWith: 'Paid with: {method} ({reference})',
    card: 'card',
  },
};

/** The shape every language's file has: the same keys, strings everywhere. */
export type MailTexts = {
  [K in keyof typeof en]: (typeof en)[K] extends string
    ? string
    : { [L in keyof (typeof en)[K]]: string };
};
