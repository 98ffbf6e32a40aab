import Fastify from 'fastify';

// The reference: a bare Fastify route with a constant JSON body, the ceiling for any JSON route.
const app = Fastify({ logger: false });
const body = { Activitystreams: 0, Calendars: 0, Messages: 0 };
app.get('/unreads/features', async () => body);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address && typeof address === 'object') console.log(`listening http://127.0.0.1:${address.port}`);
