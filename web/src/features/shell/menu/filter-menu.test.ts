import { describe, expect, it } from 'vitest';
import { CircleIcon } from 'lucide-react';
import { PERMISSIONS, type Permission } from '@cadence/contracts';
import { MENU, type MenuEntry } from './menu';
import { activeTrail, filterMenu, linkItemsOf, type VisibleEntry } from './filter-menu';

/** The ids of a visible menu as a nested outline, to compare whole trees. */
function outline(entries: readonly VisibleEntry[]): unknown[] {
  return entries.map((entry) => (entry.type === 'item' || entry.type === 'error' ? `${entry.type === 'error' ? 'error:' : ''}${entry.id}` : { [entry.id]: outline(entry.children) }));
}

const menu: MenuEntry[] = [
  { type: 'item', id: 'dashboard', path: '/dashboard/default', permission: 'dashboard' },
  { type: 'item', id: 'profileSettings', path: '/user/account-profile/setting' },
  {
    type: 'group',
    id: 'administration',
    children: [
      { type: 'item', id: 'manageUsers', path: '/user/all', permission: 'ManageUsers' },
      {
        type: 'collapse',
        id: 'membership',
        icon: CircleIcon,
        permission: 'Membership',
        children: [
          { type: 'item', id: 'subscriptions', path: '/subscriptions', permission: 'Subscriptions' },
          { type: 'item', id: 'coupons', path: '/membership/coupons' },
          {
            type: 'collapse',
            id: 'payments',
            icon: CircleIcon,
            permission: 'Payments',
            children: [{ type: 'item', id: 'paymentHistory', path: '/membership/payments', permission: 'PaymentList' }],
          },
        ],
      },
    ],
  },
  {
    type: 'group',
    id: 'insights',
    children: [{ type: 'item', id: 'analytics', path: '/dashboard/analytics', permission: 'Analytics' }],
  },
];

describe('filterMenu (SPEC §6)', () => {
  it('shows an owner-only item to the owner of the workspace alone', () => {
    const owned: MenuEntry[] = [{ type: 'item', id: 'apiKeys', path: '/setting/api-keys', ownerOnly: true }, ...menu];
    expect(outline(filterMenu(owned, ['dashboard'], { owner: true }))).toEqual(['apiKeys', 'dashboard', 'profileSettings']);
    expect(outline(filterMenu(owned, ['dashboard'], { owner: false }))).toEqual(['dashboard', 'profileSettings']);
    expect(outline(filterMenu(owned, ['dashboard']))).toEqual(['dashboard', 'profileSettings']);
  });

  it('shows a staff-only item to staff alone', () => {
    const desk: MenuEntry[] = [{ type: 'item', id: 'creatorApplications', path: '/client/creators', permission: 'HelpSupportDesk', staffOnly: true }, ...menu];
    expect(outline(filterMenu(desk, ['dashboard', 'HelpSupportDesk'], { staff: true }))).toEqual(['creatorApplications', 'dashboard', 'profileSettings']);
    expect(outline(filterMenu(desk, ['dashboard', 'HelpSupportDesk'], { staff: false }))).toEqual(['dashboard', 'profileSettings']);
    expect(outline(filterMenu(desk, ['dashboard'], { staff: true }))).toEqual(['dashboard', 'profileSettings']);
  });

  it('shows items without a permission to everyone and items with one only to holders', () => {
    expect(outline(filterMenu(menu, []))).toEqual(['profileSettings']);
    expect(outline(filterMenu(menu, ['dashboard', 'Analytics']))).toEqual(['dashboard', 'profileSettings', { insights: ['analytics'] }]);
  });

  it('hides a group with no visible child and no permission of its own', () => {
    const visible = outline(filterMenu(menu, ['dashboard']));
    expect(visible).not.toContainEqual(expect.objectContaining({ administration: expect.anything() }));
    expect(visible).not.toContainEqual(expect.objectContaining({ insights: expect.anything() }));
  });

  it('requires the parent permission for the children, however deep', () => {
    // Children permissions without Membership show nothing of Membership.
    expect(outline(filterMenu(menu, ['Subscriptions', 'Payments', 'PaymentList']))).toEqual(['profileSettings']);
    // Without Payments, its child stays hidden even with PaymentList.
    expect(outline(filterMenu(menu, ['Membership', 'PaymentList']))).toEqual(['profileSettings', { administration: [{ membership: ['coupons'] }] }]);
    expect(outline(filterMenu(menu, ['Membership', 'Payments', 'PaymentList', 'Subscriptions']))).toEqual([
      'profileSettings',
      { administration: [{ membership: ['subscriptions', 'coupons', { payments: ['paymentHistory'] }] }] },
    ]);
  });

  it('keeps a collapsible that has its own permission even when none of its children shows', () => {
    expect(outline(filterMenu(menu, ['Membership', 'Payments']))).toEqual([
      'profileSettings',
      { administration: [{ membership: ['coupons', { payments: [] }] }] },
    ]);
  });

  it('turns an entry of an unknown type into a menu error', () => {
    const broken = JSON.parse('{"type":"divider","id":"line"}') as MenuEntry;
    expect(filterMenu([broken], [])).toEqual([{ type: 'error', id: 'line' }]);
    const nested = JSON.parse('{"type":"group","id":"insights","children":[{"type":"banner"}]}') as MenuEntry;
    expect(outline(filterMenu([nested], []))).toEqual([{ insights: ['error:'] }]);
  });
});

describe('the product menu', () => {
  const CLIENT: Permission[] = ['dashboard', 'ManageTeam', 'ManagePlatform', 'Composer', 'AIComposer', 'AIContentGenerator', 'Posts', 'Setting', 'HelpSupportDesk'];

  it('shows an administrator every entry', () => {
    const all = linkItemsOf(filterMenu(MENU, PERMISSIONS)).map((item) => item.path);
    expect(all).toEqual(expect.arrayContaining(['/dashboard/default', '/user/all', '/employes/list', '/membership/payments', '/composer', '/Youtube', '/post/hire-a-professional']));
    expect(new Set(all).size).toBe(all.length - 1); // /Reports is both Posts › Reports and Reports
  });

  it('shows a client what its permissions allow, and nothing of the admin area', () => {
    const paths = linkItemsOf(filterMenu(MENU, CLIENT)).map((item) => item.path);
    expect(paths).toEqual([
      '/dashboard/default',
      '/teams',
      '/team-member',
      '/manage_platform',
      '/composer',
      '/ai_content_generator',
      '/posts',
      '/client/tickets',
      '/user/account-profile/setting',
      '/setting/content',
    ]);
  });

  it('offers bulk scheduling under Posts to those who may create posts', () => {
    const paths = linkItemsOf(filterMenu(MENU, [...CLIENT, 'CreatePosting'])).map((item) => item.path);
    expect(paths.slice(paths.indexOf('/posts'), paths.indexOf('/posts') + 2)).toEqual(['/posts', '/bulk_post']);
    expect(linkItemsOf(filterMenu(MENU, CLIENT)).map((item) => item.path)).not.toContain('/bulk_post');
  });

  it('always ends with Logout', () => {
    const last = filterMenu(MENU, []).at(-1);
    expect(last?.type === 'group' && last.children.at(-1)).toMatchObject({ id: 'logout', action: 'logout' });
  });
});

describe('activeTrail', () => {
  const visible = filterMenu(menu, PERMISSIONS);

  it('finds the link of the path and the entries around it', () => {
    expect(activeTrail(visible, '/membership/payments')).toEqual(['administration', 'membership', 'payments', 'paymentHistory']);
    expect(activeTrail(visible, '/dashboard/default')).toEqual(['dashboard']);
  });

  it('prefers an exact match, then the longest path a page lies under', () => {
    expect(activeTrail(visible, '/membership/payments/42')).toEqual(['administration', 'membership', 'payments', 'paymentHistory']);
    expect(activeTrail(visible, '/dashboard/analytics')).toEqual(['insights', 'analytics']);
  });

  it('is empty for a path no link stands for', () => {
    expect(activeTrail(visible, '/nowhere')).toEqual([]);
    expect(activeTrail(visible, '/membership')).toEqual([]);
  });

  it('marks only the first of two links sharing a path', () => {
    const product = filterMenu(MENU, PERMISSIONS);
    expect(activeTrail(product, '/Reports')).toEqual(['publishing', 'posts', 'postsReports']);
  });
});
