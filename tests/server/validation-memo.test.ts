import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ValidationError } from '../../server/http/support/errors.ts';
import { memoizedValidation } from '../../server/http/support/validation.ts';
import { productListSchema } from '../../server/http/v1/catalogue/products.ts';

describe('memoizedValidation', () => {
  const validateList = memoizedValidation(productListSchema);

  it('gives a repeated input the output it validated the first time', () => {
    const first = validateList({ type: 'card', condition: ['NM'], language: ['br'], page: 2 });
    expect(first).toMatchObject({ type: 'card', condition: ['NM'], language: ['BR'], page: 2 });
    expect(validateList({ type: 'card', condition: ['NM'], language: ['br'], page: 2 })).toBe(first);
    // Another input is validated on its own.
    const other = validateList({ type: 'card', condition: ['NM'], language: ['br'], page: 3 });
    expect(other).not.toBe(first);
    expect(other.page).toBe(3);
  });

  it('throws the 422 for an invalid input every time, keeping nothing', () => {
    for (let i = 0; i < 2; i++) {
      const call = () => validateList({ price_min: 20, price_max: 10 });
      expect(call).toThrow(ValidationError);
      try {
        call();
      } catch (error) {
        expect((error as ValidationError).errors).toEqual({
          price_max: ['O preço mínimo deve ser menor ou igual ao preço máximo.'],
        });
      }
    }
  });

  it('does not keep a large input (unknown fields pass the schema)', () => {
    const validate = memoizedValidation(z.object({ a: z.number() }));
    const big = { a: 1, junk: 'x'.repeat(5000) };
    const first = validate(big);
    expect(first).toEqual({ a: 1 });
    expect(validate(big)).not.toBe(first);
    const small = validate({ a: 2 });
    expect(validate({ a: 2 })).toBe(small);
  });
});
