import { SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { SkipThrottle, Throttle } from '@nestjs/throttler';
import { SettledMetadataReflector } from './settled-metadata-reflector';

@Throttle({ address: { limit: 3, ttl: 1000 } })
class LimitedController {
  @SkipThrottle({ address: true })
  health(): string {
    return 'live';
  }

  @Throttle({ address: { limit: 9, ttl: 1000 } })
  busy(): string {
    return 'busy';
  }

  plain(): string {
    return 'limited';
  }
}

class OpenController {
  plain(): string {
    return 'open';
  }
}

const KEYS = ['THROTTLER:SKIPaddress', 'THROTTLER:LIMITaddress', 'THROTTLER:TTLaddress', 'THROTTLER:BLOCK_DURATIONaddress', 'other'];
const TARGET_PAIRS: [() => string, object][] = [
  [LimitedController.prototype.health, LimitedController],
  [LimitedController.prototype.busy, LimitedController],
  [LimitedController.prototype.plain, LimitedController],
  [OpenController.prototype.plain, OpenController],
  [OpenController.prototype.plain, LimitedController],
];

describe('SettledMetadataReflector', () => {
  it("answers @nestjs/throttler's questions as Nest's Reflector does, asked once or many times", () => {
    const settled = new SettledMetadataReflector();
    const fresh = new Reflector();
    for (let round = 0; round < 3; round++) {
      for (const key of KEYS) {
        for (const [handler, classRef] of TARGET_PAIRS) {
          expect(settled.getAllAndOverride(key, [handler, classRef as () => string])).toEqual(fresh.getAllAndOverride(key, [handler, classRef as () => string]));
        }
      }
    }
    expect(settled.getAllAndOverride('THROTTLER:LIMITaddress', [LimitedController.prototype.busy, LimitedController])).toBe(9);
    expect(settled.getAllAndOverride('THROTTLER:LIMITaddress', [LimitedController.prototype.plain, LimitedController])).toBe(3);
    expect(settled.getAllAndOverride('THROTTLER:SKIPaddress', [LimitedController.prototype.health, LimitedController])).toBe(true);
    expect(settled.getAllAndOverride('THROTTLER:SKIPaddress', [OpenController.prototype.plain, OpenController])).toBeUndefined();
  });

  it('asks reflect-metadata once per key, handler and class, remembering undefined answers too', () => {
    const settled = new SettledMetadataReflector();
    const asked = jest.spyOn(Reflector.prototype, 'get');
    try {
      for (let round = 0; round < 5; round++) settled.getAllAndOverride('THROTTLER:SKIPaddress', [OpenController.prototype.plain, OpenController]);
      // Two targets, each asked once in the first round and never again.
      expect(asked).toHaveBeenCalledTimes(2);
    } finally {
      asked.mockRestore();
    }
  });

  it('asks afresh for any other shape of targets', () => {
    const settled = new SettledMetadataReflector();
    const key = 'marked';
    const Marked = SetMetadata(key, 'yes');
    class Later {
      handler(): string {
        return 'later';
      }
    }
    expect(settled.getAllAndOverride(key, [Later])).toBeUndefined();
    Marked(Later);
    expect(settled.getAllAndOverride(key, [Later])).toBe('yes');
    expect(settled.getAllAndOverride(key, [Later.prototype.handler, Later, Later])).toBe('yes');
  });
});
