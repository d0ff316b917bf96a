import { useParams } from 'react-router-dom';
import { Page } from '@musawo/shared/react';

export function DoctorPage() {
  const { id } = useParams();
  return <Page title="Book Appointment" lead={`Doctor ${id ?? ''}: choose a day and a time that suit you.`} />;
}
