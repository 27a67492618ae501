// Which feature overlays a video loads and which interludes hold its main video (issue 9; host: ddi-player.features.test.ts).
import { expect } from '@open-wc/testing';
import { featurePlan } from './features.js';
import { resolveOptions, type PlayerOptions } from './options.js';
import type { VideoInfo } from '../platform/video-info.js';

const plan = (options: Record<string, unknown>, info: Record<string, unknown> | null = null) =>
  featurePlan(resolveOptions(options as PlayerOptions), info as VideoInfo | null);

describe('feature overlays and holds', () => {
  it('a plain src video uses no feature overlay and holds nothing', () => {
    expect(plan({})).to.deep.equal({ overlays: [], holds: {} });
  });

  it('an interactive video (interactive_video) loads the quiz and the visitor form', () => {
    expect(plan({}, { interactive_video: 1 }).overlays).to.include.members(['quiz', 'visitor-form']);
    expect(plan({}, { interactive_video: 0 }).overlays).not.to.include('quiz');
  });

  it("is_interaction: 'off' loads neither the quiz nor the visitor form, whatever the video info or the options list", () => {
    const off = plan({ is_interaction: 'off', questions: [{ examId: 'a' }], visitorForms: [{ qid: 'v' }] }, { interactive_video: 1, questions: [{ examId: 'b' }] }).overlays;
    expect(off).not.to.include.oneOf(['quiz', 'visitor-form']);
    expect(plan({ is_interaction: 'on' }, { interactive_video: 1 }).overlays).to.include.members(['quiz', 'visitor-form']);
  });

  it('questions or visitor forms given as options load their overlay for a src video', () => {
    expect(plan({ questions: [{ examId: 'a' }] }).overlays).to.deep.equal(['quiz']);
    expect(plan({ visitorForms: [{ qid: 'v' }] }).overlays).to.deep.equal(['visitor-form']);
  });

  it('a start ad holds the main video from the start and an end ad holds its end', () => {
    const ads = [{ location: 1 }, { location: 3 }, { location: 2 }];
    expect(plan({}, { adMatter: ads })).to.deep.include({ holds: { 'start-ad': 'start', 'end-ad': 'end' } });
    expect(plan({}, { adMatter: [{ location: 2 }] }).holds).to.deep.equal({});
  });

  it('ban_ad removes the ads and their holds (spec §6)', () => {
    const result = plan({ ban_ad: true }, { adMatter: [{ location: 1 }], adText: { text: 'x' } });
    expect(result).to.deep.equal({ overlays: ['end-screen'], holds: {} });
  });

  it('options win over the video info: adMatter [] in the options keeps the platform ads out', () => {
    expect(plan({ adMatter: [] }, { adMatter: [{ location: 1 }] })).to.deep.equal({ overlays: ['end-screen'], holds: {} });
    expect(plan({ adMatter: [{ location: 1 }] }, { adMatter: [] }).holds).to.deep.equal({ 'start-ad': 'start' });
  });

  it('a teaser holds the start unless teaser_show is 0; a tail holds the end only when tail_show is 1', () => {
    expect(plan({ teaser_url: '/t.jpg' }).holds).to.deep.equal({ teaser: 'start' });
    expect(plan({ teaser_url: '/t.jpg', teaser_show: 0 }).overlays).to.deep.equal([]);
    expect(plan({ tail_url: '/t.mp4', tail_show: 1 }).holds).to.deep.equal({ tail: 'end' });
    expect(plan({ tail_url: '/t.mp4' }).holds).to.deep.equal({});
    expect(plan({}, { teaser_url: '/t.jpg', teaser_show: 1 }).overlays).to.deep.equal(['teaser', 'end-screen']);
  });

  it('the end screen shows for a vid by default, for a src only when asked, never with endScreen false', () => {
    expect(plan({}, {}).overlays).to.deep.equal(['end-screen']);
    expect(plan({ endScreen: false }, {}).overlays).to.deep.equal([]);
    expect(plan({ endScreen: true }).overlays).to.deep.equal(['end-screen']);
    expect(plan({ recommendations: { related: [] } }).overlays).to.deep.equal(['end-screen']);
  });

  it('a spread banner and slides load from the options or the video info', () => {
    expect(plan({ spread: { tg_content: 'txt:hi' } }).overlays).to.deep.equal(['spread']);
    expect(plan({}, { ppt: 'ppt-1', spread: null }).overlays).to.deep.equal(['end-screen', 'slides']);
    expect(plan({}, { ppt: '' }).overlays).to.deep.equal(['end-screen']);
  });
});
