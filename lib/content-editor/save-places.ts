import { lstat, realpath } from 'node:fs/promises';
import path from 'node:path';

/**
 * The problems of a save's paths that a symbolic link standing in the tree would take out of the
 * editor's folders, one line each; empty when every path stays in (docs/decisions.md "A save stays
 * in the editor's folders"). Keystatic writes with `fs.mkdir` and `fs.writeFile(path.join(base,
 * path))`, which follow links: a link committed as `public/faq/x` pointing at `app/` would have a
 * save write code. The text of a path cannot show that, so each path is resolved on disk as the
 * write would resolve it, and must land inside the real place of its top folder (`messages/`,
 * `content/`, `public/`). That folder itself may be a link (an operator's choice, made in the
 * project's root); links inside it may not lead out. Removals are held to the same rule. A link
 * made between this check and the write is not seen: the links this guards against are the ones a
 * branch brings, not a race by someone on the server.
 */
export async function pathsLeavingFolders(files: readonly string[], baseDirectory: string): Promise<string[]> {
  const problems: string[] = [];
  for (const file of files) {
    const folder = file.split('/')[0]!;
    const [root, target] = await Promise.all([
      whereWritten(path.join(/*turbopackIgnore: true*/ baseDirectory, folder)),
      whereWritten(path.join(/*turbopackIgnore: true*/ baseDirectory, file)),
    ]);
    if (!root || !target || !target.startsWith(`${root}${path.sep}`))
      problems.push(
        `${file}: a symbolic link on its way leads out of ${folder}/, and the editor writes only inside it; ask a developer to replace the link with the folder itself.`,
      );
  }
  return problems;
}

/**
 * Where a write to this path lands once every link on the way is followed: the real path of the
 * deepest part that exists, with the parts `mkdir` would create after it. Undefined for a link to
 * nothing (writing through it would create its target, wherever that is) and for a loop of links.
 */
async function whereWritten(file: string): Promise<string | undefined> {
  const created: string[] = [];
  let at = file;
  for (;;) {
    try {
      return path.join(await realpath(at), ...created);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR') return undefined;
      if (await isLink(at)) return undefined;
      const parent = path.dirname(at);
      if (parent === at) return undefined;
      created.unshift(path.basename(at));
      at = parent;
    }
  }
}

async function isLink(file: string): Promise<boolean> {
  try {
    return (await lstat(file)).isSymbolicLink();
  } catch {
    return false;
  }
}
