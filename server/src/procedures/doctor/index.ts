import type { AnyProcedure } from '../../rpc/procedure';
import { addAvailability } from './add-availability';
import { deleteAvailability } from './delete-availability';
import { featuredDoctors } from './featured-doctors';
import { getDoctor } from './get-doctor';
import { landingPage, landingPages } from './landing-page';
import { searchDoctorsByLocation } from './search-doctors-by-location';
import { updateAvailability } from './update-availability';
import { bookedTimes } from './booked-times';
import { queryPatients } from './query-patients';

export const doctorProcedures: readonly AnyProcedure[] = [searchDoctorsByLocation, getDoctor, featuredDoctors, landingPage, landingPages, addAvailability, updateAvailability, deleteAvailability, bookedTimes, queryPatients];
