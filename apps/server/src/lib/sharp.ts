// sharp as the server uses it. Its operation cache is off: the server never works on the same
// image twice, and the cache would keep up to 50 MB of decoded pages per process.
import sharp from 'sharp';

sharp.cache(false);

export default sharp;
