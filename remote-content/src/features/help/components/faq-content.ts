import { RESCHEDULE_NOTICE_HOURS } from '@musawo/shared/contracts';

export type FaqTopic = 'booking' | 'payments' | 'account' | 'care';

export interface FaqItem {
  id: string;
  topic: FaqTopic;
  question: string;
  /** Paragraphs. */
  answer: readonly string[];
  /** Numbered steps after the paragraphs, for "how do I" questions. */
  steps?: readonly string[];
  /** A page that helps further. */
  link?: { to: string; label: string };
}

export const TOPICS: readonly { id: FaqTopic; title: string; text: string }[] = [
  { id: 'booking', title: 'Booking appointments', text: 'Find a doctor, book, reschedule or cancel.' },
  { id: 'payments', title: 'Payments and wallet', text: 'Mobile money, cards, bank transfers and refunds.' },
  { id: 'account', title: 'Account and security', text: 'Signing in, codes, passwords and your data.' },
  { id: 'care', title: 'Getting care', text: 'Consultations, prescriptions and emergencies.' },
];

export const FAQ: readonly FaqItem[] = [
  {
    id: 'how-to-book',
    topic: 'booking',
    question: 'How do I book an appointment?',
    answer: ['Booking takes a few minutes:'],
    steps: [
      'Open Find A Doctor and enter where you are, the kind of doctor you need and, if you like, your symptoms.',
      'Choose a doctor from the results and open their profile to see their fee, reviews and the days they are available.',
      'Pick a date and a time, and write a short note about why you want to be seen.',
      'Press Confirm Booking. The consultation fee is taken from your e-wallet.',
      'The doctor accepts or rejects your request. You can follow it under My Appointments.',
    ],
    link: { to: '/find-doctor', label: 'Find A Doctor' },
  },
  {
    id: 'reschedule-cancel',
    topic: 'booking',
    question: 'Can I reschedule or cancel an appointment?',
    answer: [
      `Yes. You can cancel or reschedule up to ${RESCHEDULE_NOTICE_HOURS} hours before your appointment. Open the appointment under My Appointments.`,
      'To reschedule, choose Reschedule and pick a new date and time with the same doctor. The fee you paid carries over: nothing more is charged and nothing is refunded. The doctor then confirms the new time.',
      'To cancel, choose Cancel Appointment and give a short reason. The full consultation fee goes back to your e-wallet.',
    ],
  },
  {
    id: 'doctor-rejects',
    topic: 'booking',
    question: 'What happens if the doctor rejects my booking?',
    answer: [
      'You are told in My Appointments, with the reason the doctor gave, and the full fee is returned to your e-wallet straight away. You can then book another time or another doctor.',
    ],
  },
  {
    id: 'payment-methods',
    topic: 'payments',
    question: 'How can I pay?',
    answer: [
      'Consultations are paid from your Musawo e-wallet. You can add money to the wallet by mobile money (MTN Mobile Money or Airtel Money), by card or by bank transfer.',
      'Your balance is shown on your dashboard, and every payment appears in your transaction history with a reference number.',
    ],
  },
  {
    id: 'withdraw',
    topic: 'payments',
    question: 'Can I withdraw money from my e-wallet?',
    answer: [
      'No. Money in the e-wallet can only be used to pay for services on Musawo and cannot be withdrawn as cash. Refunds for cancelled or rejected bookings go back to the wallet, ready for your next appointment. Please top up only what you expect to use.',
    ],
  },
  {
    id: 'fees',
    topic: 'payments',
    question: 'Are there extra fees?',
    answer: [
      'A transaction fee may apply to top-ups and payments. It varies with the payment method and the amount, and it is always shown before you confirm.',
    ],
  },
  {
    id: 'security',
    topic: 'account',
    question: 'Is my personal and medical information safe?',
    answer: [
      'Yes. Connections to Musawo are encrypted, and only authorised healthcare providers can access medical records: the doctor you book sees what they need to treat you. We never sell your data.',
      'We handle your data under Uganda’s Data Protection and Privacy Act, 2019. Our Privacy Policy explains your rights in full.',
    ],
    link: { to: '/privacy', label: 'Read our Privacy Policy' },
  },
  {
    id: 'otp',
    topic: 'account',
    question: 'Why do I get a code by SMS?',
    answer: [
      'We send a one-time code (OTP) to confirm that the mobile number is yours when you sign up or sign in by phone. Never share the code with anyone: Musawo staff will never ask you for it.',
    ],
  },
  {
    id: 'forgot-password',
    topic: 'account',
    question: 'I forgot my password. What do I do?',
    answer: [
      'On the Sign In page choose Forgot password and enter your email address. We send you a link to set a new password; the link expires after a short time for your safety.',
    ],
  },
  {
    id: 'consultations',
    topic: 'care',
    question: 'How do online consultations work?',
    answer: [
      'Once the doctor accepts your appointment, open it under My Appointments and choose Open consultation room. There you and your doctor can write messages and send photos or PDF files (up to 5 MB); if you are not online, we send you one SMS or email when a message arrives.',
      'From 15 minutes before the appointment you can wait in the room. Either of you can start an audio call, and turn on video when the network allows. If the connection is poor, choose Ask the doctor to phone me and the doctor calls your phone number.',
      'Only you and your doctor can read the room. After the consultation the doctor completes it and you find the notes on the appointment page, where you can also write a review.',
    ],
  },
  {
    id: 'prescriptions',
    topic: 'care',
    question: 'How do I get a prescription?',
    answer: [
      'Musawo does not send prescriptions yet. Your doctor tells you in the consultation what medicine to take, and can write it in the consultation notes; you then buy it at a pharmacy of your choice.',
    ],
  },
  {
    id: 'emergency',
    topic: 'care',
    question: 'Can I use Musawo in an emergency?',
    answer: [
      'No. Musawo is not an emergency service. In an emergency call 112 or 999, or go to the nearest hospital immediately.',
    ],
  },
  {
    id: 'doctors-join',
    topic: 'care',
    question: 'I am a doctor. How can I join Musawo?',
    answer: [
      'Apply on our Join page. We verify your registration and practising licence, then help you set up your profile, fee and weekly availability.',
    ],
    link: { to: '/join', label: 'Join our network' },
  },
];
