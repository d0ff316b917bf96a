// The fixed pages' head(): the titles and descriptions the pages show, in the page's language (issue 44).
import { QueryClient } from '@musawo/shared/query';
import { contactTexts } from '../features/contact/i18n';
import { staticHead } from './static-head';

const ctx = (pathname: string, language: 'en' | 'lg' | 'sw' = 'en') => ({ pathname, search: '', language, queryClient: new QueryClient(), origin: 'https://musawo.example' });

describe('staticHead', () => {
  it('gives each fixed page its title, description and a schema.org page', () => {
    expect(staticHead(ctx('/privacy'))).toMatchObject({ title: 'Privacy Policy | Musawo', description: expect.stringMatching(/^How Musawo collects/) });
    expect(staticHead(ctx('/terms'))?.title).toBe('Terms of Service | Musawo');
    expect(staticHead(ctx('/about'))?.jsonLd?.[0]).toMatchObject({ '@type': 'AboutPage', url: 'https://musawo.example/about' });
    const contact = staticHead(ctx('/contact'));
    expect(contact?.description).toMatch(/^Contact Musawo: email \S+@\S+, call \+?[\d ]+/);
    expect(contact?.description).not.toMatch(/[{}]/);
    for (const path of ['/help', '/join', '/app-download', '/careers']) expect(staticHead(ctx(path))?.title).toMatch(/\S \| Musawo$/);
  });

  it('speaks the page’s language once its catalogue has loaded', async () => {
    await contactTexts.prepare('lg');
    const head = staticHead(ctx('/contact', 'lg'));
    expect(head?.title).not.toBe(staticHead(ctx('/contact'))?.title);
    expect(head?.description).not.toMatch(/[{}]/);
    expect(head?.jsonLd?.[0]).toMatchObject({ url: 'https://musawo.example/lg/contact', inLanguage: 'lg' });
  });

  it('says nothing for the other pages', () => {
    expect(staticHead(ctx('/articles'))).toBeUndefined();
    expect(staticHead(ctx('/join/apply'))).toBeUndefined();
  });
});
