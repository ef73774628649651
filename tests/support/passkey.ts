import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

/** WebAuthn's authenticator data flags. */
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_CREDENTIAL = 0x40;

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");

function sha256(data: Uint8Array | string): Buffer {
  return createHash("sha256").update(data).digest();
}

function uint32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}

function clientData(type: string, challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

/**
 * A software passkey for tests: a P-256 key of its own, `none` attestation, and assertions
 * signed as an authenticator signs them. Options let a test forge what a real one never sends.
 */
export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  counter = 0;

  constructor(
    readonly origin: string,
    readonly rpID = new URL(origin).hostname,
  ) {
    ({ privateKey: this.privateKey, publicKey: this.publicKey } = generateKeyPairSync("ec", {
      namedCurve: "P-256",
    }));
  }

  get id(): string {
    return b64(this.credentialId);
  }

  /** The public key as COSE: EC2, ES256, P-256. */
  private cosePublicKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: "jwk" });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x ?? "")],
        [-3, isoBase64URL.toBuffer(jwk.y ?? "")],
      ]),
    );
  }

  /** What `startRegistration` answers to the server's options. */
  register(options: { challenge: string }, forge: { origin?: string } = {}) {
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(this.rpID),
      Buffer.from([USER_PRESENT | USER_VERIFIED | ATTESTED_CREDENTIAL]),
      uint32(this.counter),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      this.cosePublicKey(),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ["fmt", "none"],
        ["attStmt", new Map<string, string>()],
        ["authData", authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      response: {
        clientDataJSON: b64(
          clientData("webauthn.create", options.challenge, forge.origin ?? this.origin),
        ),
        attestationObject: b64(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
    };
  }

  /**
   * What `startAuthentication` answers: the counter moves on by one unless `counter` says
   * otherwise; `userVerified: false` is a touch without PIN or biometrics.
   */
  assert(
    options: { challenge: string },
    forge: { origin?: string; counter?: number; userVerified?: boolean; tamper?: boolean } = {},
  ) {
    this.counter = forge.counter ?? this.counter + 1;
    const flags = USER_PRESENT | (forge.userVerified === false ? 0 : USER_VERIFIED);
    const authData = Buffer.concat([sha256(this.rpID), Buffer.from([flags]), uint32(this.counter)]);
    const data = clientData("webauthn.get", options.challenge, forge.origin ?? this.origin);
    const signature = sign("sha256", Buffer.concat([authData, sha256(data)]), this.privateKey);
    if (forge.tamper) signature[signature.length - 1]! ^= 0xff;
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      response: {
        clientDataJSON: b64(data),
        authenticatorData: b64(authData),
        signature: b64(signature),
      },
      clientExtensionResults: {},
    };
  }
}
