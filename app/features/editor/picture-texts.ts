import type { MessageKey, Translate } from '../../i18n';

/** The pictures the editor uploads: the card's photo and cover, a video's picture. */
export type EditorPicture = 'avatar' | 'cover' | 'videoPoster';

/** Each picture's field title, and its name inside a sentence ("Replace profile photo", not "Replace Profile photo"). */
const NAMES: Record<EditorPicture, { title: MessageKey; inSentence: MessageKey }> = {
  avatar: { title: 'editor.avatar', inSentence: 'editor.avatarInSentence' },
  cover: { title: 'editor.cover', inSentence: 'editor.coverInSentence' },
  videoPoster: { title: 'editor.videoPoster', inSentence: 'editor.videoPosterInSentence' },
};

/** What a picture's field says: its title, its buttons, the current picture's description, its progress and its crop dialog. */
export function pictureTexts(t: Translate, picture: EditorPicture) {
  const image = t(NAMES[picture].inSentence);
  return {
    title: t(NAMES[picture].title),
    choose: t('editor.chooseImage', { image }),
    replace: t('editor.replaceImage', { image }),
    remove: t('editor.removeImage', { image }),
    current: t('editor.currentImage', { image }),
    progress: t('editor.uploadProgress', { image }),
    crop: t('editor.crop.title', { image }),
  };
}
