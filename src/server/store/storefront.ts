import { fail } from '../errors.js';

const CART_CREATE = `mutation cartCreate($input: CartInput!) {
  cartCreate(input: $input) {
    cart { id checkoutUrl }
    userErrors { field message }
  }
}`;

const TIMEOUT_MS = 8_000;

interface StorefrontCartRequest {
  endpoint: string;
  token: string;
  attributes: Record<string, string>;
  fetch?: typeof fetch;
}

const storeUnavailable = () => fail('STORE_UNREACHABLE');
const storeRefused = () => fail('STORE_REFUSED');

/**
 * Makes the buyer's cart on the store with the portal's attributes and answers its checkout URL, used exactly
 * as returned (it carries a key the store checks).
 */
export async function createStorefrontCart(request: StorefrontCartRequest): Promise<string> {
  const send = request.fetch ?? fetch;
  let response: Response;
  try {
    response = await send(request.endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Shopify-Storefront-Private-Token': request.token,
      },
      body: JSON.stringify({
        query: CART_CREATE,
        variables: {
          input: {
            // No buyer identity: the seller (often a child, or a parent's e-mail) is not the buyer.
            attributes: Object.entries(request.attributes).map(([key, value]) => ({ key, value })),
          },
        },
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw storeUnavailable();
  }
  if (!response.ok)
    throw response.status === 401 || response.status === 403 ? storeRefused() : storeUnavailable();

  const reply = (await response.json().catch(() => undefined)) as
    | {
        data?: { cartCreate?: { cart?: { checkoutUrl?: unknown } | null; userErrors?: unknown[] } };
        errors?: unknown[];
      }
    | undefined;
  const result = reply?.data?.cartCreate;
  if (!result || (reply?.errors?.length ?? 0) > 0 || (result.userErrors?.length ?? 0) > 0)
    throw storeRefused();
  const checkoutUrl = result.cart?.checkoutUrl;
  if (typeof checkoutUrl !== 'string' || !/^https?:\/\//.test(checkoutUrl)) throw storeRefused();
  return checkoutUrl;
}
