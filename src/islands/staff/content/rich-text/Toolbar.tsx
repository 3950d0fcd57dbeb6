// The row of real buttons above the text (decision 0286): each with its name, 44 px, reachable
// with Tab; the text keeps its selection while a mouse presses them. The table's own buttons
// show while the cursor is in a table.
import { setBlockType, toggleMark } from 'prosemirror-commands';
import { redo, undo } from 'prosemirror-history';
import type { MarkType, NodeType } from 'prosemirror-model';
import type { Command } from 'prosemirror-state';
import { addColumnAfter, addRowAfter, deleteColumn, deleteRow, deleteTable, isInTable } from 'prosemirror-tables';
import type { EditorView } from 'prosemirror-view';
import type { ReactNode } from 'react';
import { useSay } from '../../shell/console-words.tsx';
import { blockActive, inList, insertTable, marks, markActive, nodes, removeLink, toggleList } from './commands.ts';

export type Panel = 'link' | 'picture' | null;

function ToolButton({
  label,
  pressed,
  command,
  view,
  children,
}: {
  label: string;
  pressed?: boolean | undefined;
  command: Command;
  view: EditorView | null;
  children?: ReactNode;
}) {
  const enabled = view ? command(view.state) : false;
  return (
    <button
      type="button"
      className="rt-btn"
      aria-pressed={pressed}
      // A block button stays pressable while its block is the one chosen (pressing it again changes nothing).
      disabled={!enabled && !pressed}
      // Keeps the text's selection when a mouse presses the button.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        if (!view) return;
        command(view.state, view.dispatch);
        view.focus();
      }}
    >
      {children ?? label}
    </button>
  );
}

interface Props {
  label: string;
  view: EditorView | null;
  panel: Panel;
  onOpen(which: 'link' | 'picture'): void;
}

export default function Toolbar({ label, view, panel, onOpen }: Props) {
  const say = useSay();
  const state = view?.state ?? null;
  const inTable = state ? isInTable(state) : false;
  return (
    <div className="rt-toolbar" role="group" aria-label={say('consoleContentFormatting', { label })}>
      <ToolButton
        label={say('consoleContentToolText')}
        view={view}
        pressed={state ? blockActive(state, nodes.paragraph as NodeType) : false}
        command={setBlockType(nodes.paragraph as NodeType)}
      />
      <ToolButton
        label={say('consoleContentToolHeading')}
        view={view}
        pressed={state ? blockActive(state, nodes.heading as NodeType, 2) : false}
        command={setBlockType(nodes.heading as NodeType, { level: 2 })}
      />
      <ToolButton
        label={say('consoleContentToolSubheading')}
        view={view}
        pressed={state ? blockActive(state, nodes.heading as NodeType, 3) : false}
        command={setBlockType(nodes.heading as NodeType, { level: 3 })}
      />
      <ToolButton
        label={say('consoleContentToolBold')}
        view={view}
        pressed={state ? markActive(state, marks.strong as MarkType) : false}
        command={toggleMark(marks.strong as MarkType)}
      >
        <strong aria-hidden="true">B</strong>
        <span className="rt-name">{say('consoleContentToolBold')}</span>
      </ToolButton>
      <ToolButton
        label={say('consoleContentToolItalic')}
        view={view}
        pressed={state ? markActive(state, marks.em as MarkType) : false}
        command={toggleMark(marks.em as MarkType)}
      >
        <em aria-hidden="true">I</em>
        <span className="rt-name">{say('consoleContentToolItalic')}</span>
      </ToolButton>
      <ToolButton
        label={say('consoleContentToolBullets')}
        view={view}
        pressed={state ? inList(state, nodes.bullet_list as NodeType) : false}
        command={toggleList(nodes.bullet_list as NodeType)}
      />
      <ToolButton
        label={say('consoleContentToolNumbers')}
        view={view}
        pressed={state ? inList(state, nodes.ordered_list as NodeType) : false}
        command={toggleList(nodes.ordered_list as NodeType)}
      />
      <button
        type="button"
        className="rt-btn"
        aria-expanded={panel === 'link'}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onOpen('link')}
      >
        {say('consoleContentToolLink')}
      </button>
      <ToolButton label={say('consoleContentToolRemoveLink')} view={view} command={removeLink} />
      <button
        type="button"
        className="rt-btn"
        aria-expanded={panel === 'picture'}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onOpen('picture')}
      >
        {say('consoleContentToolPicture')}
      </button>
      {inTable ? (
        <>
          <ToolButton label={say('consoleContentToolAddRow')} view={view} command={addRowAfter} />
          <ToolButton label={say('consoleContentToolAddColumn')} view={view} command={addColumnAfter} />
          <ToolButton label={say('consoleContentToolDeleteRow')} view={view} command={deleteRow} />
          <ToolButton label={say('consoleContentToolDeleteColumn')} view={view} command={deleteColumn} />
          <ToolButton label={say('consoleContentToolDeleteTable')} view={view} command={deleteTable} />
        </>
      ) : (
        <ToolButton label={say('consoleContentToolTable')} view={view} command={insertTable} />
      )}
      <ToolButton label={say('consoleContentToolUndo')} view={view} command={undo} />
      <ToolButton label={say('consoleContentToolRedo')} view={view} command={redo} />
    </div>
  );
}
