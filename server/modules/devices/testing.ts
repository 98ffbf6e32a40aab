import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A browser's side of Web Push for tests: a P-256 key pair and auth secret to subscribe with, and the
 * decryption of an aes128gcm body (RFC 8188, keys as RFC 8291 derives them), written from the RFCs
 * with Node's crypto so it checks the sending library instead of repeating it.
 */
export function testSubscriber() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const hmac = (key: Buffer, ...data: Buffer[]) => {
    const mac = createHmac('sha256', key);
    for (const part of data) mac.update(part);
    return mac.digest();
  };
  return {
    keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const senderKey = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(senderKey);
      const info = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, senderKey]);
      const ikm = hmac(hmac(authSecret, shared), info, Buffer.from([1]));
      const prk = hmac(salt, ikm);
      const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0'), Buffer.from([1])).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0'), Buffer.from([1])).subarray(0, 12);
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 0x02 followed by zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end -= 1;
      if (padded[end] !== 2) throw new Error('not a last record');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

export type ReceivedPush = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/**
 * A push service on a local port: it keeps what it receives and answers 201, or the status `answer`
 * gives for a path (410 for a subscription it forgot).
 */
export async function testPushService(answer: (path: string) => number = () => 201) {
  const received: ReceivedPush[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = answer(path);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
