import { detectPlatform, platformForUser, platformFromPath } from '../../../src/shell/platform';

describe('edition detection (spec portal-shell 1)', () => {
  it.each([
    ['/bpm-ui/sub-ui/x', 'bpm'],
    ['/fw-ui/a', 'fw'],
    ['/jcy-ui/a', 'jcy'],
    ['/pages/main/home', undefined],
    ['/', undefined],
  ])('path %s -> %s', (path, platform) => expect(platformFromPath(path)).toBe(platform));

  it('uses the origin map, then ep', () => {
    expect(detectPlatform('/login', 'https://su.example.com', { 'https://su.example.com': 'su' })).toBe('su');
    expect(detectPlatform('/login', 'https://other.example.com', { 'https://su.example.com': 'su' })).toBe('ep');
    expect(detectPlatform('/bpm-ui/x', 'https://su.example.com', { 'https://su.example.com': 'su' })).toBe('bpm');
  });

  it('refines by the user after session-info', () => {
    expect(platformForUser('ep', { type: 1 })).toBe('su');
    expect(platformForUser('ep', { type: 0, tenantId: -1 })).toBe('su');
    expect(platformForUser('su', { type: 0, tenantId: 3 })).toBe('ep');
    expect(platformForUser('bpm', { type: 1 })).toBe('bpm');
  });
});
