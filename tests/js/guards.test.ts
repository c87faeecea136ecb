import { checkStoreAccess, evaluateGuard, forgetStoreAccess } from '@/lib/guards';
import { routeTable } from '@/lib/routes';
import { mockHttp } from './support/http';

const visitor = { loggedIn: false, cartCount: 0 };
const user = { loggedIn: true, cartCount: 0 };
const userWithCart = { loggedIn: true, cartCount: 2 };

const decide = (path: string, state: typeof visitor) => {
  const match = routeTable.match(path);
  if (!match) throw new Error(`no route for ${path}`);
  return evaluateGuard(match.route.guard, match.params, state);
};

describe('route guards (spec section 2)', () => {
  it('lets anyone see open screens', () => {
    expect(decide('/', visitor)).toEqual({ kind: 'allow' });
    expect(decide('/product/10', visitor)).toEqual({ kind: 'allow' });
  });

  it('sends a visitor on login-guarded screens to the login', () => {
    for (const path of [
      '/cart',
      '/favorite/list',
      '/my-account',
      '/my-account/order-view/3',
      '/my-store/list',
      '/complaints/4',
    ]) {
      expect(decide(path, visitor)).toEqual({ kind: 'login' });
      expect(decide(path, user)).toEqual({ kind: 'allow' });
    }
  });

  it('checkout needs a session and a non-empty cart', () => {
    expect(decide('/checkout', visitor)).toEqual({ kind: 'login' });
    expect(decide('/checkout', user)).toEqual({ kind: 'login' });
    expect(decide('/checkout', userWithCart)).toEqual({ kind: 'allow' });
  });

  it('validateEmail without a session goes to the root', () => {
    expect(decide('/validateEmail', visitor)).toEqual({ kind: 'home' });
    expect(decide('/validateEmail', user)).toEqual({ kind: 'allow' });
  });

  it('store-access screens need the store check with the store id', () => {
    expect(decide('/my-store/12/wallet', visitor)).toEqual({ kind: 'login' });
    expect(decide('/my-store/12/wallet', user)).toEqual({ kind: 'store', storeId: '12' });
    expect(decide('/my-store/personalize-store/5', user)).toEqual({ kind: 'store', storeId: '5' });
    expect(decide('/my-store/dashboard', user)).toEqual({ kind: 'allow' });
  });
});

describe('the route table', () => {
  it('matches in table order, with the store slug last', () => {
    expect(routeTable.match('/product/list')?.route.name).toBe('product.list');
    expect(routeTable.match('/product/55/card')?.params).toEqual({ id: '55', product_type: 'card' });
    expect(routeTable.match('/my-store/list')?.route.name).toBe('my-store.list');
    expect(routeTable.match('/my-store/9/orders')?.route.name).toBe('my-store.orders');
    expect(routeTable.match('/loja-do-sergio')?.route.name).toBe('store.page');
    expect(routeTable.match('/filter-products/drag%C3%A3o/1')?.params).toEqual({
      search: 'dragão',
      category_id: '1',
    });
    expect(routeTable.match('/a/b/c/d')).toBeNull();
  });
});

describe('store-access check', () => {
  afterEach(() => forgetStoreAccess());

  it('asks the server for management access and remembers a success', async () => {
    const http = mockHttp({ 'GET /v1/stores/7': { status: 200, data: { result: { id: 7 } } } });
    try {
      expect(await checkStoreAccess('7')).toEqual({ kind: 'ok' });
      expect(http.seen[0]?.params).toEqual({ access: 'manage' });
      expect(await checkStoreAccess('7')).toEqual({ kind: 'ok' });
      expect(http.seen).toHaveLength(1);
    } finally {
      http.restore();
    }
  });

  it('turns a 403 into a refusal with the server text and other failures into a cancel', async () => {
    const http = mockHttp({
      'GET /v1/stores/8': { status: 403, data: { message: 'Você não tem acesso a esta loja.' } },
      'GET /v1/stores/9': { status: 500, data: {} },
    });
    try {
      expect(await checkStoreAccess('8')).toEqual({
        kind: 'forbidden',
        message: 'Você não tem acesso a esta loja.',
      });
      expect(await checkStoreAccess('9')).toEqual({ kind: 'failed' });
    } finally {
      http.restore();
    }
  });
});
