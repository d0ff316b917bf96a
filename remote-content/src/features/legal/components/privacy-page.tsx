import { Link } from '@musawo/shared/router';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@musawo/shared/contracts';
import type { AccordionItem } from '../../../shared-ui/accordion';
import { LegalDocument } from './legal-document';

const mail = <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Personal data request')}`}>{SUPPORT_EMAIL}</a>;
const phone = <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{SUPPORT_PHONE}</a>;

const PRIVACY_SECTIONS: readonly AccordionItem[] = [
  {
    id: 'who-we-are',
    title: '1. Who we are',
    content: (
      <>
        <p>
          Musawo is an online service, based in Kampala, that connects patients in Uganda with doctors. For the personal data you
          give us, Musawo is the data controller under the Data Protection and Privacy Act, 2019 and its regulations.
        </p>
        <p>
          Doctors who treat you through Musawo are health practitioners in their own right: what they record about your care is
          also governed by their professional duty of confidentiality.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: '2. What we collect',
    content: (
      <>
        <p>We collect only what we need to run the service:</p>
        <ul>
          <li>
            <strong>Account details:</strong> your name, mobile number, email address, date of birth, gender and, if you choose,
            your address and photo.
          </li>
          <li>
            <strong>Appointment details:</strong> the doctor you book, the date and time, and the note you write about why you
            want to be seen. This note can contain health information.
          </li>
          <li>
            <strong>Payment details:</strong> wallet top-ups, the mobile money number used, amounts, references and the status of
            each payment. We do not see or keep your mobile money PIN or full card numbers.
          </li>
          <li>
            <strong>Reviews</strong> you write about a doctor, and messages you send to our support team.
          </li>
          <li>
            <strong>Technical data:</strong> a device identifier and device type used to keep you signed in safely, and the
            sign-in tokens your browser keeps in its local storage. We do not use advertising trackers.
          </li>
        </ul>
        <p>
          For doctors we also collect professional details: specialty, practice address, years of experience, consultation fee,
          availability and the registration details we verify before a profile is published.
        </p>
      </>
    ),
  },
  {
    id: 'why-we-use-it',
    title: '3. Why we use it',
    content: (
      <>
        <ul>
          <li>To create and secure your account, including sending one-time codes (OTP) by SMS to verify your number.</li>
          <li>To book, confirm, reschedule or cancel your appointments and to let the doctor you chose prepare for them.</li>
          <li>To run your e-wallet, take payments, refund cancelled bookings and keep the records financial law requires.</li>
          <li>To send you messages about your account and appointments, such as confirmations and reminders.</li>
          <li>To answer your questions, resolve complaints and keep the service safe from fraud and misuse.</li>
          <li>To understand, in aggregate, how the service is used so we can improve it.</li>
        </ul>
        <p>
          We process your data because you asked us to provide the service (our agreement with you), because the law requires it
          (for example tax and payment records), or with your consent. We will not use your data for marketing without your
          consent, and you can withdraw consent at any time.
        </p>
      </>
    ),
  },
  {
    id: 'health-information',
    title: '4. Your health information',
    content: (
      <>
        <p>
          Information about your health is special personal data under the Act and gets extra protection. We use it only to
          arrange and provide your care, and only the doctor you book and staff who need it to support you can see it. Only
          authorised healthcare providers can access medical records.
        </p>
        <p>We never sell your health information and never use it for advertising.</p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: '5. Who we share it with',
    content: (
      <>
        <ul>
          <li>
            <strong>The doctor you book:</strong> your name, phone number, email and appointment note, so they can contact and
            treat you.
          </li>
          <li>
            <strong>Payment providers</strong> (mobile money operators and our payment processor), to take and refund payments.
          </li>
          <li>
            <strong>Messaging providers</strong> that deliver our SMS and emails on our behalf.
          </li>
          <li>
            <strong>Hosting providers</strong> that store our data securely under contract with us.
          </li>
          <li>
            <strong>Authorities</strong>, only when the law requires it or to protect someone's life in an emergency.
          </li>
        </ul>
        <p>
          Everyone who processes data for us must keep it confidential and secure and use it only for our instructions. If data
          is stored or processed outside Uganda, we make sure it gets protection at least equal to that of the Act.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: '6. How we keep it safe',
    content: (
      <>
        <p>
          Connections to Musawo are encrypted, passwords are stored only in hashed form, sign-in sessions expire and can be
          revoked, and staff access to personal data is limited and logged.
        </p>
        <p>
          If a breach puts your data at risk, we will report it to the Personal Data Protection Office without delay and tell you
          what happened and what you can do.
        </p>
        <p>Keep your password and one-time codes to yourself: Musawo staff will never ask you for them.</p>
      </>
    ),
  },
  {
    id: 'retention',
    title: '7. How long we keep it',
    content: (
      <ul>
        <li>Account details: while your account is open, and up to 12 months after you close it to settle any open matters.</li>
        <li>
          Appointment records and notes: as long as medical records must be kept under Ugandan law and professional rules, then
          deleted or anonymised.
        </li>
        <li>Payment and wallet records: for as long as Uganda's tax and financial laws require.</li>
        <li>Support messages: up to 2 years after your question is resolved.</li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: '8. Your rights',
    content: (
      <>
        <p>Under the Data Protection and Privacy Act, 2019 you have the right to:</p>
        <ul>
          <li>
            <strong>Access</strong>: ask whether we hold data about you and get a copy of it.
          </li>
          <li>
            <strong>Correction</strong>: have inaccurate or incomplete data corrected. You can change most details yourself on
            your profile.
          </li>
          <li>
            <strong>Deletion</strong>: ask us to delete data we no longer need or are not allowed to keep.
          </li>
          <li>
            <strong>Objection</strong>: object to, or ask us to stop, processing that harms you, and refuse direct marketing at any
            time.
          </li>
          <li>
            <strong>Complaint</strong>: complain to the Personal Data Protection Office (PDPO) if you are unhappy with how we
            handle your data.
          </li>
        </ul>
        <p>
          To use a right, write to {mail} or call {phone}. We may ask you to confirm your identity first, and we will answer
          within 30 days. Using your rights is free.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: '9. Children',
    content: (
      <p>
        Musawo accounts are for people aged 18 and over. A parent or guardian may book care for a child from their own account;
        the child's information is then handled with the same care as described here.
      </p>
    ),
  },
  {
    id: 'changes',
    title: '10. Changes to this policy',
    content: (
      <p>
        When we change this policy we update the date at the top of this page, and for important changes we tell you by SMS or
        email before they apply. Our <Link to="/terms">Terms of Service</Link> explain the rules for using Musawo.
      </p>
    ),
  },
  {
    id: 'contact',
    title: '11. Contact us',
    content: (
      <p>
        Questions about your privacy go to our data protection team: {mail}, {phone}, or by post to Musawo, Kampala, Uganda (see{' '}
        <Link to="/contact">Contact Us</Link>).
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      description="How Musawo collects, uses, protects and keeps your personal and health data, and your rights under Uganda's Data Protection and Privacy Act, 2019."
      updated="2026-11-01"
      intro={
        <p>
          Your health information is personal. This policy explains, in plain words, what Musawo collects, why, who sees it, how
          long we keep it and the rights the Data Protection and Privacy Act, 2019 gives you.
        </p>
      }
      sections={PRIVACY_SECTIONS}
    />
  );
}
