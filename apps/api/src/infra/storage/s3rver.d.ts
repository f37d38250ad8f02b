// s3rver ships no types: the part of its documented API (README, "Programmatically running s3rver") the tests use.
declare module 's3rver' {
  import type { Server } from 'node:http';
  import type { AddressInfo } from 'node:net';

  interface S3rverBucket {
    readonly name: string;
    readonly configs?: ReadonlyArray<string | Buffer>;
  }

  interface S3rverOptions {
    readonly address?: string;
    readonly port?: number;
    readonly silent?: boolean;
    readonly directory?: string;
    readonly resetOnClose?: boolean;
    readonly allowMismatchedSignatures?: boolean;
    readonly vhostBuckets?: boolean;
    readonly configureBuckets?: readonly S3rverBucket[];
  }

  class S3rver {
    constructor(options?: S3rverOptions);
    /** Resolves with the address it listens on (port 0 picks a free one). */
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    /** Set by run(); not in the README, so read it as optional. */
    readonly httpServer?: Server;
  }

  export = S3rver;
}
