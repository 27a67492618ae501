import { MediaSurface } from '../player/media-surface.js';

/**
 * The styling contract of `<ddi-player>`: the parts of its shadow DOM (the overlays' exported parts
 * included) and the custom properties a page can set. A base class of its own so the facade stays a
 * readable size; the manifest lists them with `<ddi-player>` (inherited).
 *
 * @csspart stage - the area holding the video and the layers above it
 * @csspart video - the `<video>` element
 * @csspart cover - the cover layer (before the first play, at a clip end, in audio mode)
 * @csspart cover-image - the cover picture (`poster`)
 * @csspart big-play-button - the centred play button
 * @csspart control-bar - the control bar
 * @csspart button - every button of the control bar
 * @csspart time - the current / total time
 * @csspart progress - the progress track
 * @csspart progress-buffered - the buffered range
 * @csspart progress-played - the played range
 * @csspart progress-thumb - the progress handle
 * @csspart tooltip - the time above the pointer on the progress bar
 * @csspart volume-slider - the volume track
 * @csspart volume-level - the filled part of the volume track
 * @csspart menu - the speed / quality / settings menus
 * @csspart menu-item - a menu choice
 * @csspart toast - short messages (e.g. picture-in-picture refused)
 * @csspart error - the error layer
 * @csspart resume-tip - the resume tip
 * @csspart resume-replay - the resume tip: its replay
 * @csspart resume-close - the resume tip: its close
 * @csspart context-menu - the right-click menu
 * @csspart context-menu-version - the right-click menu: its menu-version
 * @csspart context-menu-item - the right-click menu: its menu-item
 * @csspart context-menu-shortcut - the right-click menu: a row of its shortcut list
 * @csspart screenshot-preview - the screenshot preview
 * @csspart screenshot-image - the screenshot preview: its image
 * @csspart screenshot-button - the screenshot preview: its button
 * @csspart audio-panel - the audio-mode panel
 * @csspart audio-cover - the audio-mode panel: its cover
 * @csspart wave - the audio-mode panel: its wave
 * @csspart wave-bar - the audio-mode panel: its wave-bar
 * @csspart switch-to-video - the audio-mode panel: its switch-to-video
 * @csspart password-prompt - the password prompt
 * @csspart password-input - the password prompt: its input
 * @csspart password-ok - the password prompt: its ok
 * @csspart password-message - the password prompt: its message
 * @csspart network-tip - the network tip and slow-network bubble
 * @csspart network-tip-button - the network tip and slow-network bubble: its tip-button
 * @csspart marker - a key-frame marker on the progress bar
 * @csspart marker-tip - a key-frame marker on the progress bar: its tip
 * @csspart marker-button - a key-frame marker on the progress bar: its button
 * @csspart thumbnail - the sprite thumbnail in the progress tooltip
 * @csspart logo - a logo watermark (option `logo`); the marquee and the viewer-id watermark have no parts (anti-piracy content)
 * @csspart danmu - the danmu (scrolling comments) layer
 * @csspart subtitles - the subtitle layer
 * @csspart cue - one subtitle cue
 * @csspart style-panel - the caption style dialog
 * @csspart quiz - the quiz dialog
 * @csspart quiz-question - the quiz dialog: its question
 * @csspart quiz-illustration - the quiz dialog: its illustration
 * @csspart quiz-view-larger - the quiz dialog: its view-larger
 * @csspart quiz-choice - the quiz dialog: its choice
 * @csspart quiz-submit - the quiz dialog: its submit
 * @csspart quiz-skip - the quiz dialog: its skip
 * @csspart quiz-result - the quiz dialog: its result
 * @csspart quiz-right - the quiz dialog: its right
 * @csspart quiz-wrong - the quiz dialog: its wrong
 * @csspart quiz-continue - the quiz dialog: its continue
 * @csspart quiz-viewer - the quiz dialog: its viewer
 * @csspart visitor-form - the visitor form
 * @csspart visitor-banner - the visitor form: its banner
 * @csspart visitor-title - the visitor form: its title
 * @csspart visitor-field - the visitor form: its field
 * @csspart visitor-error - the visitor form: its error
 * @csspart visitor-submit - the visitor form: its submit
 * @csspart visitor-skip - the visitor form: its skip
 * @csspart visitor-success - the visitor form: its success
 * @csspart ad-dialog - start and end ads
 * @csspart ad-media - start and end ads: its media
 * @csspart ad-countdown - start and end ads: its countdown
 * @csspart ad-skip - start and end ads: its skip
 * @csspart ad-play - start and end ads: its play
 * @csspart pause-ad - start and end ads: its ad
 * @csspart popup-ad - start and end ads: its ad
 * @csspart ad-close - start and end ads: its close
 * @csspart ad-text - start and end ads: its text
 * @csspart teaser - the teaser and tail clip layer
 * @csspart teaser-media - the teaser and tail clip layer: its media
 * @csspart teaser-skip - the teaser and tail clip layer: its skip
 * @csspart teaser-volume - the teaser and tail clip layer: its volume
 * @csspart teaser-countdown - the teaser and tail clip layer: its countdown
 * @csspart teaser-play - the teaser and tail clip layer: its play
 * @csspart spread - the spread banner
 * @csspart spread-link - the spread banner: its link
 * @csspart spread-text - the spread banner: its text
 * @csspart spread-image - the spread banner: its image
 * @csspart spread-close - the spread banner: its close
 * @csspart end-screen - the end screen
 * @csspart end-replay - the end screen: its replay
 * @csspart end-share - the end screen: its share
 * @csspart end-qr - the end screen: its qr
 * @csspart end-share-link - the end screen: its share-link
 * @csspart end-copy - the end screen: its copy
 * @csspart end-copied - the end screen: its copied
 * @csspart end-list - the end screen: its list
 * @csspart end-card - the end screen: its card
 * @csspart end-previous - the end screen: its previous
 * @csspart end-next - the end screen: its next
 * @csspart slides-main - the slides layout
 * @csspart slides-image - the slides layout: its image
 * @csspart slides-window - the slides layout: its window
 * @csspart slides-bar - the slides layout: its bar
 * @csspart slides-move - the slides layout: its move
 * @csspart slides-switch - the slides layout: its switch
 * @csspart slides-panel - the slides layout: its panel
 * @csspart slides-handle - the slides layout: its handle
 * @csspart slides-tab - the slides layout: its tab
 * @csspart slides-chapter - the slides layout: its chapter
 * @csspart playlist-toggle - the playlist panel's open / close button
 * @csspart playlist - the playlist side panel
 * @csspart playlist-item - the playlist panel: each entry
 *
 * @cssproperty [--ddi-theme-color=#5867FE] - the skin's main colour (played range, handles, highlights)
 * @cssproperty [--ddi-control-color=#fff] - colour of the controls' icons and text
 * @cssproperty [--ddi-focus-color=#fff] - the keyboard focus ring
 * @cssproperty [--ddi-bar-background=linear-gradient(transparent, rgb(0 0 0 / 0.75))] - the control bar's background
 * @cssproperty [--ddi-bar-height=40px] - height of the control bar's button row
 * @cssproperty [--ddi-progress-height=6px] - thickness of the progress bar
 * @cssproperty [--ddi-progress-track-color=rgb(255 255 255 / 0.3)] - the unplayed track
 * @cssproperty [--ddi-progress-buffered-color=rgb(255 255 255 / 0.5)] - the buffered range
 * @cssproperty [--ddi-volume-rail-width=90px] - width of the volume slider (skins: 90, 100, 120 px)
 * @cssproperty [--ddi-menu-background=rgb(20 20 28 / 0.92)] - the popup menus
 * @cssproperty [--ddi-menu-active-color=#9aa3ff] - the current menu choice
 * @cssproperty [--ddi-progress-thumb-color=#fff] - the progress handle
 * @cssproperty [--ddi-menu-max-height=200px] - taller menus scroll (150px below 480 px wide, 100px below 320 px)
 * @cssproperty [--ddi-icon-size=24px] - icon size in the control bar
 * @cssproperty [--ddi-big-play-size=64px] - diameter of the big play button
 * @cssproperty [--ddi-big-play-background=rgb(0 0 0 / 0.55)] - the big play button's background
 * @cssproperty [--ddi-big-play-color=var(--ddi-control-color)] - the big play button's icon (dark in the gold and green skins)
 * @cssproperty [--ddi-link-color=#9aa3ff] - links in overlays (the resume tip's replay)
 * @cssproperty [--ddi-fade-duration=0.3s] - how fast the control bar fades
 */
export class DdiPlayerStyling extends MediaSurface {}
