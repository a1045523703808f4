/** A complete, valid demo-store checkout form (a buyer in Austin, express shipping). */
export const CHECKOUT_FORM = {
  email: 'pat.lee@example.com',
  first_name: 'Pat',
  last_name: 'Lee',
  address1: '1 Main St',
  address2: '',
  city: 'Austin',
  province: 'Texas',
  zip: '78701',
  country: 'US',
  shipping_method: 'express',
};
