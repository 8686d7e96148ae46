import { HOME_PICTURE_FILES } from './home-picture-files';
import { loadHomePicture, type HomePicture } from './home-picture-rules';

/** The home page's photo, or undefined while there is none (the drawing shows); a file that breaks the rules fails the build here. */
export const HOME_PICTURE: HomePicture | undefined = loadHomePicture(HOME_PICTURE_FILES);
