// The demo directory's specialties (DESIGN §6): the names people in Uganda look for, each with a bundled image
// and the symptoms and services (tags) a search by symptom matches.
import { mediaUrl } from '../static/media-routes';

export interface SeedSpecialty {
  key: string;
  name: string;
  tags: readonly string[];
}

export const SEED_SPECIALTIES: readonly SeedSpecialty[] = [
  { key: 'general-practice', name: 'General Practice', tags: ['Fever', 'Malaria', 'Cough', 'Headache', 'Flu', 'General check-up', 'Fatigue', 'Typhoid'] },
  { key: 'paediatrics', name: 'Paediatrics', tags: ['Child fever', 'Immunisation', 'Diarrhoea', 'Malnutrition', 'Child growth', 'Rash', 'Newborn care'] },
  { key: 'obstetrics-gynaecology', name: 'Obstetrics & Gynaecology', tags: ['Pregnancy', 'Antenatal care', 'Period pain', 'Fertility', 'Menopause', 'Pelvic pain', 'Ultrasound scan'] },
  { key: 'internal-medicine', name: 'Internal Medicine', tags: ['Hypertension', 'Diabetes', 'Chronic illness', 'Weight loss', 'Anaemia', 'Ulcers'] },
  { key: 'cardiology', name: 'Cardiology', tags: ['Chest pain', 'Palpitations', 'High blood pressure', 'Shortness of breath', 'Heart failure', 'ECG'] },
  { key: 'dermatology', name: 'Dermatology', tags: ['Acne', 'Eczema', 'Skin rash', 'Fungal infection', 'Hair loss', 'Itching', 'Dark spots'] },
  { key: 'dentistry', name: 'Dentistry', tags: ['Toothache', 'Bleeding gums', 'Tooth extraction', 'Cavities', 'Braces', 'Teeth cleaning'] },
  { key: 'ophthalmology', name: 'Ophthalmology', tags: ['Blurred vision', 'Red eyes', 'Cataract', 'Glaucoma', 'Eye test', 'Itchy eyes'] },
  { key: 'ent', name: 'ENT (Ear, Nose & Throat)', tags: ['Ear pain', 'Sore throat', 'Sinusitis', 'Hearing loss', 'Tonsillitis', 'Nose bleeding'] },
  { key: 'orthopaedics', name: 'Orthopaedics', tags: ['Back pain', 'Joint pain', 'Fracture', 'Knee pain', 'Sports injury', 'Arthritis'] },
  { key: 'psychiatry', name: 'Psychiatry', tags: ['Depression', 'Anxiety', 'Insomnia', 'Stress', 'Addiction', 'Mood swings'] },
  { key: 'neurology', name: 'Neurology', tags: ['Migraine', 'Seizures', 'Epilepsy', 'Numbness', 'Stroke', 'Dizziness'] },
  { key: 'urology', name: 'Urology', tags: ['Painful urination', 'Prostate', 'Kidney stones', 'Blood in urine', 'Urinary tract infection'] },
  { key: 'gastroenterology', name: 'Gastroenterology', tags: ['Stomach pain', 'Heartburn', 'Constipation', 'Bloating', 'Vomiting', 'Liver disease'] },
  { key: 'endocrinology', name: 'Endocrinology', tags: ['Diabetes', 'Thyroid', 'Blood sugar', 'Hormone imbalance', 'Obesity'] },
  { key: 'pulmonology', name: 'Pulmonology', tags: ['Asthma', 'Chronic cough', 'Tuberculosis', 'Pneumonia', 'Wheezing'] },
  { key: 'nephrology', name: 'Nephrology', tags: ['Kidney disease', 'Swollen legs', 'Dialysis', 'Protein in urine'] },
  { key: 'oncology', name: 'Oncology', tags: ['Cancer screening', 'Breast lump', 'Cervical cancer', 'Chemotherapy', 'Unexplained weight loss'] },
  { key: 'physiotherapy', name: 'Physiotherapy', tags: ['Stiff neck', 'Back pain', 'Rehabilitation', 'Muscle strain', 'Mobility'] },
  { key: 'nutrition', name: 'Nutrition & Dietetics', tags: ['Diet plan', 'Weight gain', 'Child nutrition', 'Diabetes diet', 'Healthy eating'] },
  { key: 'general-surgery', name: 'General Surgery', tags: ['Hernia', 'Appendicitis', 'Lumps', 'Wound care', 'Circumcision'] },
  { key: 'infectious-diseases', name: 'Infectious Diseases', tags: ['HIV care', 'Tuberculosis', 'Hepatitis B', 'Typhoid', 'Sexually transmitted infections'] },
  { key: 'family-planning', name: 'Family Planning', tags: ['Contraception', 'Implant', 'Counselling', 'Pregnancy test', 'Sexual health'] },
];

export const specialtyImage = (key: string): string => mediaUrl('specialties', `${key}.svg`);
