// Review texts for the demo directory, grouped by the rating they go with, and the people who wrote them.
export const REVIEW_TEXTS: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: [
    'Very patient and explained everything clearly. I felt listened to.',
    'The doctor took time to examine my daughter and called the next day to check on her. Highly recommend.',
    'On time, professional and kind. The clinic was clean and the receptionist was helpful.',
    'I had been sick for weeks and within one visit we found the problem. Thank you, daktari!',
    'Gave me practical advice I could afford to follow. My blood pressure is now under control.',
    'Excellent care. She spoke Luganda with my mother, which made her very comfortable.',
    'Booked in the morning and was seen the same afternoon. Great experience.',
    'Friendly, thorough and did not rush me. Worth every shilling.',
  ],
  4: [
    'Good doctor and clear explanations. I waited about 30 minutes past my time though.',
    'Helpful consultation, the medicine worked. Parking near the clinic is difficult.',
    'Knowledgeable and polite. Would have liked a bit more time to ask questions.',
    'Treatment worked well. The fee was fair for the quality of care.',
    'Very professional. The follow-up visit was quick and well organised.',
  ],
  3: [
    'The doctor was fine but the waiting room was crowded and I waited over an hour.',
    'Average experience. The diagnosis was correct but the explanation was short.',
    'Okay consultation. The lab results took longer than promised.',
  ],
  2: ['The appointment started very late and felt rushed.', 'Had to come back twice because the first prescription was not available in the pharmacy.'],
  1: ['My appointment was moved without notice.'],
};

/** Reviewer display names as the clinics' feedback forms recorded them (first name and initial). */
export const REVIEWERS: readonly string[] = [
  'Grace N.', 'Brian S.', 'Aisha N.', 'Denis O.', 'Mary A.', 'John K.', 'Harriet N.', 'Isaac M.', 'Sylvia T.', 'Peter O.',
  'Winnie A.', 'Joseph W.', 'Lillian A.', 'Samuel B.', 'Rose K.', 'Moses L.', 'Patience K.', 'Daniel E.', 'Esther A.', 'Ronald M.',
  'Florence A.', 'Kenneth T.', 'Agnes N.', 'Robert O.', 'Christine A.', 'Hassan K.', 'Juliet B.', 'Emmanuel D.', 'Sarah M.', 'Allan N.',
];

/** Mostly good, sometimes mixed: the shape of real clinic feedback. */
export const RATING_WEIGHTS: readonly (1 | 2 | 3 | 4 | 5)[] = [5, 5, 5, 5, 4, 4, 4, 4, 3, 3, 2, 5, 4, 5, 1];
