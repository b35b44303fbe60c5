import type { MailTexts } from './en';

/** The customers' mails in French (same keys and placeholders as en.ts). */
export const fr: MailTexts = {
  signature: 'SelamTopup',
  code: {
    signupSubject: 'Votre code d’activation SelamTopup',
    signupIntro: 'Bienvenue chez SelamTopup ! Pour activer votre compte, saisissez ce code :',
    resetSubject: 'Votre code de réinitialisation du mot de passe SelamTopup',
    resetIntro: 'Pour choisir un nouveau mot de passe SelamTopup, saisissez ce code :',
    emailChangeSubject: 'Confirmez votre nouvelle adresse e-mail SelamTopup',
    emailChangeIntro:
      'Pour utiliser cette adresse e-mail avec votre compte SelamTopup, saisissez ce code :',
    outro:
      'Ce code est valable 15 minutes. Si vous ne l’avez pas demandé, vous pouvez ignorer cet e-mail.',
  },
  emailChanged: {
    subject: 'L’adresse e-mail de votre compte SelamTopup a été modifiée',
    changed:
      'L’adresse e-mail de votre compte SelamTopup vient d’être modifiée. Cette adresse ne sera plus utilisée pour votre compte.',
    ifYou: 'Si c’est vous qui avez fait ce changement, vous n’avez rien d’autre à faire.',
    ifNotYou:
      'Sinon, quelqu’un d’autre a peut-être accès à votre compte : contactez-nous sans attendre depuis la page Contact de notre site.',
  },
  receipt: {
    subject: 'Votre reçu SelamTopup',
    delivered: 'Votre recharge a bien été livrée.',
    order: 'Commande : {id}',
    date: 'Date : {date}',
    recipient: 'Destinataire : {number} ({operator}, {country})',
    topUp: 'Recharge : {product}',
    theyReceive: 'Votre proche reçoit : {what}',
    amount: 'Montant : {amount}',
    fee: 'Frais de service : {amount}',
    total: 'Total : {amount}',
    operatorReference: 'Référence de l’opérateur : {reference}',
    pinCode: 'Code PIN : {code}',
    serial: 'Numéro de série : {serial}',
    pinPrivate: 'Gardez ce code PIN pour vous : toute personne qui le connaît peut l’utiliser.',
    thanks: 'Merci d’avoir choisi SelamTopup.',
  },
  whatArrives: {
    withValidity: '{summary}, valable {validity}',
    day_one: '{count} jour',
    day_other: '{count} jours',
  },
  refund: {
    subject: 'Votre recharge SelamTopup n’a pas pu être livrée : vous êtes remboursé',
    notDelivered: 'Nous n’avons pas pu livrer votre recharge {product} au {number}.',
    reason: 'Motif : {reason}.',
    declined: 'l’opérateur l’a refusée',
    notInTime: 'elle n’a pas pu être livrée à temps, nous l’avons donc annulée',
    notConfirmed: 'nous n’avons pas pu confirmer ce paiement',
    refunded:
      'Nous avons remboursé {amount} sur {refundedTo}. Selon votre banque, le remboursement peut\nmettre quelques jours à apparaître sur votre relevé.',
    order: 'Commande : {id}',
    toCard: 'votre carte',
    toPaypal: 'votre compte PayPal',
  },
  delayed: {
    subject: 'Votre recharge SelamTopup prend du retard : nous continuons d’essayer',
    notYet:
      'Votre recharge {product} pour le {number} ({operator}) n’est pas encore arrivée.\nL’opérateur met plus de temps que d’habitude. Nous continuons d’essayer ; vous n’avez rien à faire.',
    limit:
      'Si elle ne peut pas être livrée dans un délai de {time} après le paiement, nous l’annulons et\nremboursons la totalité sur {refundedTo}, puis nous vous prévenons par e-mail.',
    hour_one: '{count} heure',
    hour_other: '{count} heures',
    minute_one: '{count} minute',
    minute_other: '{count} minutes',
    order: 'Commande : {id}',
  },
  requestSent: {
    subject: 'Le crédit mobile que vous avez demandé a été envoyé',
    hello: 'Bonjour {name},',
    sent: 'Le crédit mobile que vous avez demandé via SelamTopup a été envoyé sur votre numéro.',
    number: 'Numéro : {number} ({operator})',
    topUp: 'Recharge : {product}',
    youReceive: 'Vous recevez : {what}',
    reference: 'Référence : {id}',
  },
  creditRequest: {
    subject: 'Une demande de crédit mobile via SelamTopup',
    hello: 'Bonjour {name},',
    intro:
      '{name} vous demande, via le formulaire de demande de crédit de SelamTopup, de lui envoyer du crédit mobile.',
    messageFrom: 'Message de {from} :',
    theirDetails: 'Ses coordonnées :',
    name: 'Nom : {name}',
    mobile: 'Numéro de mobile : {number}',
    email: 'E-mail : {email}',
    linkIntro:
      'Pour lui envoyer du crédit, ouvrez ce lien : il ouvre le formulaire de recharge SelamTopup avec ' +
      'son numéro déjà rempli ; vous choisissez le montant et payez sur place.',
    notice:
      'Vous recevez cet e-mail parce que quelqu’un a saisi votre adresse dans ce formulaire. Le message ' +
      'ci-dessus est le sien, pas celui de SelamTopup : SelamTopup ne l’a ni écrit ni vérifié, et ne ' +
      'demande jamais de mot de passe ni de données de carte par e-mail.',
  },
  autoTopUp: {
    every: 'tous les {days} jours',
    demoDays: '{every} (jours de démonstration de {seconds} s)',
    reminderSubject: 'Bientôt votre recharge automatique pour le {number}',
    reminderIntro: 'Votre recharge automatique ({every}) va bientôt être débitée.',
    topUp: 'Recharge : {product} ({operator})',
    recipient: 'Destinataire : {number}',
    amount: 'Montant : {amount}, débité sur votre carte enregistrée',
    when: 'Quand : {when}',
    reminderOutro:
      'Rien à faire si cela vous convient. Pour sauter celle-ci, la mettre en pause ou l’annuler : {url}',
    failedSubject: 'Recharge automatique pour le {number} non débitée',
    failedIntro:
      'Nous n’avons pas pu débiter votre recharge automatique {product} pour le {number} : {reason}.',
    declined: 'votre carte a été refusée',
    authenticationRequired: 'votre banque vous demande de confirmer ce paiement vous-même',
    nothingTaken: 'Rien n’a été prélevé et rien n’a été envoyé.',
    payByHand: 'Pour envoyer cette recharge maintenant, payez-la ici : {url}',
    pausedAfterFailures:
      'La recharge automatique est en pause après deux paiements refusés ; reprenez-la depuis votre profil : {url}',
    tryAgain: 'Nous réessaierons à la prochaine date. Gérez-la depuis votre profil : {url}',
    pausedSubject: 'Recharge automatique pour le {number} en pause',
    pausedIntro:
      'Nous avons mis en pause votre recharge automatique {product} pour le {number}, sans rien débiter :',
    cardRemoved: 'La carte enregistrée a été supprimée.',
    productGone: 'Ce produit n’est plus proposé pour ce numéro.',
    priceRisen:
      'Son prix est passé de {from} à {to}, une hausse de plus de {percent} %. Reprenez-la pour accepter le nouveau prix.',
    refused:
      'Cette recharge ne peut pas être faite pour le moment (nos limites, ou la boutique est fermée) ; rien n’a été débité.',
    resumeOrCancel: 'Vous pouvez la reprendre ou l’annuler depuis votre profil : {url}',
    cancelledSubject: 'Vos recharges automatiques ont été annulées',
    cancelled_one:
      'Votre banque a signalé un problème sur l’un de vos paiements : nous avons donc annulé {count} recharge automatique.',
    cancelled_other:
      'Votre banque a signalé un problème sur l’un de vos paiements : nous avons donc annulé vos {count} recharges automatiques.',
    nothingMore:
      'Plus rien ne sera débité. Si vous pensez qu’il s’agit d’une erreur, contactez-nous.',
    profile: 'Votre profil : {url}',
  },
  mvmReceipt: {
    subject: 'Votre reçu de paiement',
    thanks: 'Merci, {name} : nous avons bien reçu votre paiement.',
    transaction: 'Transaction : {id}',
    date: 'Date : {date}',
    course: 'Formation : {course}',
    project: 'Projet : {course}',
    projectPayment: 'Paiement de projet',
    description: 'Description : {description}',
    amount: 'Montant : {amount}',
    paidWith: 'Payé par : {method} ({reference})',
    card: 'carte',
  },
};
