// The console's tabs (decision 0268) and the page a member was refused, named by its tab (decision 0322).
import { describe, expect, it } from 'vitest';
import { tabOfPath, tabsOf } from '../../../../src/domain/staff/console-tabs.ts';

describe('the console’s tabs', () => {
  it('are those the role may use: a counter sees no Stores tab', () => {
    expect(tabsOf('counter').map((tab) => tab.key)).not.toContain('stores');
    expect(tabsOf('admin').map((tab) => tab.key)).toContain('stores');
  });

  it('show the customers list to admins and managers, and signing in as a customer to admins only', () => {
    expect(tabsOf('manager').map((tab) => tab.key)).toContain('customer-list');
    expect(tabsOf('manager').map((tab) => tab.key)).not.toContain('customers');
    expect(tabsOf('counter').map((tab) => tab.key)).not.toContain('customer-list');
    expect(tabsOf('admin').map((tab) => tab.key)).toEqual(expect.arrayContaining(['customer-list', 'customers']));
  });

  it('name a refused page by its tab, the deepest that holds it', () => {
    expect(tabOfPath('/staff/stores')?.label).toBe('Stores');
    expect(tabOfPath('/staff/catalogue/item')?.label).toBe('Catalogue');
    expect(tabOfPath('/staff/catalogue/import')?.label).toBe('Import');
    expect(tabOfPath('/staff/storesX')).toBeUndefined();
    expect(tabOfPath('/elsewhere')).toBeUndefined();
  });
});
