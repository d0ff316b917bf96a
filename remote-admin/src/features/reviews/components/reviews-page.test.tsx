import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModeratedReview, UserProfile } from '@musawo/shared/contracts';
import { createFakeGateway, renderWithPlatform } from '@musawo/shared/testing';
import { App } from '../../../app';

const operator: UserProfile = { id: 'o1', name: 'Sarah Operator', email: 'operator@musawo.test', phone_number: '+256700000009', userType: 'operator', isEmailVerified: true };

const review = (over: Partial<ModeratedReview>): ModeratedReview => ({
  id: 'r1', doctorId: 'd1', doctorName: 'Dr. Sarah Atim', reviewerName: 'Rude Reviewer', rating: 1, reviewText: 'Abusive words', createdAt: '2026-11-27T08:00:00.000Z', hiddenAt: null, hiddenReason: null, ...over,
});

describe('/admin/reviews', () => {
  it('hides a review only with a reason (said at its field), restores a hidden one; the list follows', async () => {
    let current = [review({}), review({ id: 'r2', reviewerName: 'Kind Reviewer', rating: 5, reviewText: 'Careful doctor', hiddenAt: '2026-11-27T09:00:00.000Z', hiddenReason: 'Mistake' })];
    const gateway = createFakeGateway({
      Moderation: {
        searchReviews: () => ({ success: true, results: current }),
        hideReview: (input) => {
          current = current.map((r) => (r.id === input.reviewId ? { ...r, hiddenAt: '2026-11-28T08:00:00.000Z', hiddenReason: input.reason } : r));
          return { success: true, results: current[0] as ModeratedReview };
        },
        restoreReview: (input) => {
          current = current.map((r) => (r.id === input.reviewId ? { ...r, hiddenAt: null, hiddenReason: null } : r));
          return { success: true, results: current[1] as ModeratedReview };
        },
      },
    });
    renderWithPlatform(<App />, { route: '/admin/reviews', gateway, user: operator });
    const list = await screen.findByRole('list', { name: 'Reviews' });
    expect(within(list).getByRole('heading', { name: 'Dr. Sarah Atim: 1 star' })).toBeInTheDocument();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Hide the review by Rude Reviewer of Dr. Sarah Atim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    expect(reason).toHaveFocus();
    await user.type(reason, 'Insults the doctor');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(gateway.callsTo('Moderation', 'hideReview')).toEqual([{ reviewId: 'r1', reason: 'Insults the doctor' }]));
    expect(await screen.findByText('The review by Rude Reviewer of Dr. Sarah Atim is hidden.')).toBeInTheDocument();
    expect(await screen.findByText('Insults the doctor')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Restore the review by Kind Reviewer of Dr. Sarah Atim' }));
    const again = await screen.findByRole('dialog', { name: 'Restore this review?' });
    await user.type(within(again).getByRole('textbox', { name: /Reason/ }), 'Hidden by mistake');
    await user.click(within(again).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(gateway.callsTo('Moderation', 'restoreReview')).toEqual([{ reviewId: 'r2', reason: 'Hidden by mistake' }]));
  });

  it('says when no review matches the search', async () => {
    const gateway = createFakeGateway({ Moderation: { searchReviews: () => ({ success: true, results: [] }) } });
    renderWithPlatform(<App />, { route: '/admin/reviews', gateway, user: operator });
    expect(await screen.findByText('No review matches.')).toBeInTheDocument();
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Words in the review or the doctor’s name' }), 'spam{Enter}');
    await waitFor(() => expect(gateway.callsTo('Moderation', 'searchReviews').at(-1)).toEqual({ query: 'spam' }));
  });
});
