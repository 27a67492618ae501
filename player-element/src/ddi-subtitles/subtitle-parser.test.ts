import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { CUE_ERROR, parseSubtitles, plainText, SIGNATURE_ERROR, subtitleFormat, timestampMapOffset } from './subtitle-parser.js';

const text = async (url: string) => (await fetch(url)).text();
const fixtures = '/player-element/test/fixtures/subtitles';

describe('subtitle parser (media-captions, spec §5 captions rules)', () => {
  let warn: sinon.SinonStub;
  beforeEach(() => {
    warn = sinon.stub(console, 'warn');
  });
  afterEach(() => warn.restore());
  const warnings = () => warn.getCalls().map((call) => String(call.args[0]));

  it('parses the lesson WebVTT file: six 4 s cues covering the 24 s', async () => {
    const cues = await parseSubtitles(await text('/media/lesson/subtitles/lesson.en.vtt'), 'vtt');
    expect(cues.map((cue) => [cue.start, cue.end])).to.deep.equal([[0, 4], [4, 8], [8, 12], [12, 16], [16, 20], [20, 24]]);
    expect(cues[0]!.text).to.equal('Welcome to Leading Teams.');
    expect(warn.called).to.equal(false);
  });

  it("subtitle timing text is 'start --> end' with comma decimals (SRT)", async () => {
    const cues = await parseSubtitles(await text('/media/lesson/subtitles/lesson.zh.srt'), 'srt');
    expect(cues).to.have.length(6);
    expect(cues[1]).to.include({ start: 4, end: 8, text: '本节课我们来看看信任是如何建立的。' });
    const precise = await parseSubtitles('1\n00:00:01,250 --> 00:00:02,500\nHi\n', 'srt');
    expect(precise[0]).to.include({ start: 1.25, end: 2.5 });
  });

  it("file begins with WEBVTT, else 'Malformed WebVTT signature.' and nothing is shown", async () => {
    const cues = await parseSubtitles(await text(`${fixtures}/bad-signature.vtt`), 'vtt', 'bad-signature.vtt');
    expect(cues).to.deep.equal([]);
    expect(warnings().some((message) => message.includes(SIGNATURE_ERROR))).to.equal(true);
    expect(await parseSubtitles('\uFEFFWEBVTT - with a title\n\n00:01.000 --> 00:02.000\nok\n', 'vtt')).to.have.length(1);
  });

  it("a bad cue (timestamp, position/size over 100, vertical other than '', lr, rl) is rejected with 'Failed to parse VTT cue'; the rest still shows", async () => {
    const cues = await parseSubtitles(await text(`${fixtures}/bad-cues.vtt`), 'vtt');
    expect(cues.map((cue) => cue.text)).to.deep.equal(['Kept cue.', 'Vertical kept.']);
    expect(warnings().filter((message) => message.includes(CUE_ERROR))).to.have.length(4);
    expect(cues[1]).to.include({ vertical: 'rl', position: 10, size: 50, align: 'start' });
  });

  it('end must come after start', async () => {
    const cues = await parseSubtitles('WEBVTT\n\n00:00:05.000 --> 00:00:04.000\nBackwards\n\n00:00:05.000 --> 00:00:06.000\nFine\n', 'vtt');
    expect(cues.map((cue) => cue.text)).to.deep.equal(['Fine']);
    expect(warnings().some((message) => message.includes(CUE_ERROR))).to.equal(true);
  });

  it('a well-formed X-TIMESTAMP-MAP shifts the cues by (MPEGTS / 90000 - LOCAL)', async () => {
    const file = 'WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:270000,LOCAL:00:00:01.000\n\n00:00:01.000 --> 00:00:02.000\nShifted\n';
    const [cue] = await parseSubtitles(file, 'vtt');
    expect(cue).to.include({ start: 3, end: 4 });
    expect(timestampMapOffset('WEBVTT\nX-TIMESTAMP-MAP=LOCAL:00:00:00.000,MPEGTS:900000\n\n')).to.equal(10);
    expect(timestampMapOffset('WEBVTT\n\n00:00.000 --> 00:01.000\nX-TIMESTAMP-MAP=MPEGTS:1,LOCAL:00:00.000\n')).to.equal(0);
  });

  it('a malformed X-TIMESTAMP-MAP is a warning and the file is rejected', async () => {
    for (const map of ['MPEGTS:abc,LOCAL:00:00:00.000', 'MPEGTS:900000', 'MPEGTS:900000,LOCAL:0:0', 'MPEGTS:1,LOCAL:00:00:00.000,OTHER:2']) {
      expect(timestampMapOffset(`WEBVTT\nX-TIMESTAMP-MAP=${map}\n\n`), map).to.equal(null);
      expect(await parseSubtitles(`WEBVTT\nX-TIMESTAMP-MAP=${map}\n\n00:01.000 --> 00:02.000\nx\n`, 'vtt')).to.deep.equal([]);
    }
    expect(warnings().every((message) => message.includes('Malformed X-TIMESTAMP-MAP'))).to.equal(true);
  });

  it('text from user strings is plain text: markup stripped, entities decoded, nothing parsed as HTML', async () => {
    expect(plainText('<i>Hello</i> <c.yellow>&lt;b&gt;</c> &amp; <v Ann>bye')).to.equal('Hello <b> & bye');
    const [cue] = await parseSubtitles('1\n00:00:00,000 --> 00:00:01,000\n<font color="red"><img src=x onerror=alert(1)>Hi</font>\n', 'srt');
    expect(cue!.text).to.equal('Hi');
  });

  it('the format comes from the extension, else from the signature', () => {
    expect(subtitleFormat('/a/b.SRT?x=1', 'WEBVTT')).to.equal('srt');
    expect(subtitleFormat('/a/b.vtt', '')).to.equal('vtt');
    expect(subtitleFormat('/sub?id=1', 'WEBVTT\n\n')).to.equal('vtt');
    expect(subtitleFormat('/sub?id=1', '1\n00:00:00,000 --> 00:00:01,000\n')).to.equal('srt');
  });
});
