// The path-to-regexp react-router depends on (1.x), aliased by the plugin: a bare import would find another copy.
import original from '@static-route-matching/path-to-regexp';
import {withStaticMatching} from './withStaticMatching';

export default withStaticMatching(original);
