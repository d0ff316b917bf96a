import { Link } from '@musawo/shared/router';
import { BUSINESS_HOURS, SUPPORT_EMAIL, SUPPORT_PHONE } from '@musawo/shared/contracts';
import type { AccordionItem } from '../../../shared-ui/accordion';
import { LegalDocument } from './legal-document';

const mail = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
const phone = <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{SUPPORT_PHONE}</a>;

const TERMS_SECTIONS: readonly AccordionItem[] = [
  {
    id: 'about',
    title: '1. About these terms',
    content: (
      <p>
        These terms are the agreement between you and Musawo when you use our website and services to find doctors, book
        appointments, pay for consultations and read health tips. By creating an account or booking an appointment you accept
        them. Please read them together with our <Link to="/privacy">Privacy Policy</Link>.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: '2. Who can use Musawo',
    content: (
      <>
        <p>
          You must be <strong>18 years or older</strong> to hold a Musawo account. A parent or guardian may book care for a child
          from their own account and is responsible for that booking.
        </p>
        <p>Doctors must hold a valid registration and practising licence in Uganda before their profile is published.</p>
      </>
    ),
  },
  {
    id: 'account',
    title: '3. Your account',
    content: (
      <ul>
        <li>
          You need a <strong>valid mobile number</strong> that you own and can receive SMS on.
        </li>
        <li>
          Registration is confirmed with a <strong>one-time code (OTP)</strong> sent by SMS to that number. Never share a code
          with anyone, including people who say they work for Musawo.
        </li>
        <li>
          <strong>One account per person:</strong> each mobile number and each email address can belong to only one account.
        </li>
        <li>Give true and current details, and keep your password secret. You are responsible for what is done with your account.</li>
        <li>Tell us at once at {mail} if you think someone else has used your account.</li>
      </ul>
    ),
  },
  {
    id: 'emergencies',
    title: '4. Not for emergencies',
    content: (
      <>
        <p>
          <strong>Musawo is not an emergency service.</strong> If you or someone near you has a medical emergency, such as
          difficulty breathing, chest pain, heavy bleeding, a seizure, loss of consciousness or signs of a stroke, call 112 or
          999 or go to the nearest hospital immediately.
        </p>
        <p>Do not wait for an online appointment or a reply from our support team in an emergency.</p>
      </>
    ),
  },
  {
    id: 'care',
    title: '5. Doctors and medical advice',
    content: (
      <>
        <p>
          Doctors on Musawo are independent professionals. We check their registration before listing them, but the diagnosis,
          advice, prescriptions and treatment you receive are the responsibility of the doctor who gives them.
        </p>
        <p>
          Health tips on Musawo are general information, not a diagnosis or a substitute for seeing a doctor about your own
          situation.
        </p>
      </>
    ),
  },
  {
    id: 'appointments',
    title: '6. Booking, rescheduling and cancelling',
    content: (
      <ul>
        <li>A booking is a request: the doctor accepts or rejects it, and you are told either way.</li>
        <li>The consultation fee is taken from your e-wallet when you book.</li>
        <li>If the doctor rejects your request, or you cancel it, the full fee goes back to your e-wallet.</li>
        <li>Please cancel or reschedule at least 24 hours before the appointment, so the time can be offered to another patient.</li>
      </ul>
    ),
  },
  {
    id: 'wallet',
    title: '7. E-wallet and payments',
    content: (
      <>
        <p>
          You pay for consultations from your Musawo e-wallet, which you top up by mobile money. Money you deposit in the
          e-wallet <strong>cannot be withdrawn</strong> as cash or sent back to your mobile money account: it can only be used to
          pay for services on Musawo. Please top up only what you expect to use.
        </p>
        <p>Refunds for rejected or cancelled bookings are made to your e-wallet.</p>
        <p>If a payment looks wrong, contact us within 30 days with the reference number shown in your transaction history.</p>
      </>
    ),
  },
  {
    id: 'fees',
    title: '8. Transaction fees',
    content: (
      <p>
        A <strong>transaction fee</strong> may apply to top-ups and payments. The fee varies with the payment method and the
        amount (for example, mobile money operators charge their own fees). Any fee is shown to you before you confirm a payment.
      </p>
    ),
  },
  {
    id: 'conduct',
    title: '9. Using Musawo fairly',
    content: (
      <ul>
        <li>Treat doctors, patients and our staff with respect.</li>
        <li>Write honest reviews about care you actually received; do not post insults, private details or advertising.</li>
        <li>Do not make bookings you do not intend to keep, impersonate anyone, or try to break or misuse the service.</li>
      </ul>
    ),
  },
  {
    id: 'suspension',
    title: '10. Suspending or closing an account',
    content: (
      <p>
        You can close your account at any time by contacting us. We may suspend or close an account that breaks these terms,
        is used for fraud, or puts others at risk. Where we can, we will tell you why first and give you a chance to respond.
      </p>
    ),
  },
  {
    id: 'liability',
    title: '11. Our responsibility',
    content: (
      <p>
        We work to keep Musawo available and accurate, but we cannot promise it will always be free of interruptions or errors.
        As far as the law allows, Musawo is not liable for the medical care given by independent doctors or for losses caused by
        events outside our reasonable control. Nothing in these terms takes away rights you have under Ugandan law.
      </p>
    ),
  },
  {
    id: 'changes',
    title: '12. Changes to these terms',
    content: (
      <p>
        We may update these terms as the service changes. We will change the date at the top of this page and tell you about
        important changes by SMS or email before they apply. If you keep using Musawo after that, the new terms apply.
      </p>
    ),
  },
  {
    id: 'law',
    title: '13. Governing law',
    content: (
      <p>
        These terms are governed by the laws of the Republic of Uganda. We will always try to resolve a complaint with you
        directly first; if we cannot, the courts of Uganda will decide.
      </p>
    ),
  },
  {
    id: 'contact',
    title: '14. Contact us',
    content: (
      <p>
        Questions about these terms: {mail} or {phone}, {BUSINESS_HOURS.weekdays} and {BUSINESS_HOURS.saturday}. See also{' '}
        <Link to="/contact">Contact Us</Link>.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      description="The rules for using Musawo in Uganda: accounts for adults 18+, OTP registration, bookings and cancellations, the e-wallet, fees, and why Musawo is not for emergencies."
      updated="2026-11-01"
      intro={
        <p>
          The short version: you must be 18 or older, use your own mobile number, keep one account, and never rely on Musawo in an
          emergency. The sections below explain everything in full.
        </p>
      }
      sections={TERMS_SECTIONS}
    />
  );
}
