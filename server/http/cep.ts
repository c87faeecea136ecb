import type { FastifyInstance } from 'fastify';
import { commerceFor } from '../domain/payments/commerce.ts';
import { InvalidCepError, PostalLookupError } from '../drivers/postal/index.ts';
import type { AppServices } from './context.ts';

/**
 * GET /api/cep/{cep}: the postal-code lookup the address forms call (ViaCEP shape), served by the
 * sandbox driver (CEP_LOOKUP_DRIVER=viacep for the real one). Contract in docs/postal-code.md.
 */
export async function cepRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const commerce = commerceFor(services);
  app.get<{ Params: { cep: string } }>('/api/cep/:cep', async (request, reply) => {
    try {
      const address = await commerce.postal.lookupCep(request.params.cep);
      if (!address) return reply.code(404).send({ erro: true });
      reply.header('cache-control', 'public, max-age=86400');
      return address;
    } catch (error) {
      if (error instanceof InvalidCepError) return reply.code(400).send({ message: error.message });
      if (error instanceof PostalLookupError) return reply.code(502).send({ message: error.message });
      throw error;
    }
  });
}
