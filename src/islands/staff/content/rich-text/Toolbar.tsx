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
  const state = view?.state ?? null;
  const inTable = state ? isInTable(state) : false;
  return (
    <div className="rt-toolbar" role="group" aria-label={`${label}: formatting`}>
      <ToolButton
        label="Text"
        view={view}
        pressed={state ? blockActive(state, nodes.paragraph as NodeType) : false}
        command={setBlockType(nodes.paragraph as NodeType)}
      />
      <ToolButton
        label="Heading"
        view={view}
        pressed={state ? blockActive(state, nodes.heading as NodeType, 2) : false}
        command={setBlockType(nodes.heading as NodeType, { level: 2 })}
      />
      <ToolButton
        label="Subheading"
        view={view}
        pressed={state ? blockActive(state, nodes.heading as NodeType, 3) : false}
        command={setBlockType(nodes.heading as NodeType, { level: 3 })}
      />
      <ToolButton
        label="Bold"
        view={view}
        pressed={state ? markActive(state, marks.strong as MarkType) : false}
        command={toggleMark(marks.strong as MarkType)}
      >
        <strong aria-hidden="true">B</strong>
        <span className="rt-name">Bold</span>
      </ToolButton>
      <ToolButton
        label="Italic"
        view={view}
        pressed={state ? markActive(state, marks.em as MarkType) : false}
        command={toggleMark(marks.em as MarkType)}
      >
        <em aria-hidden="true">I</em>
        <span className="rt-name">Italic</span>
      </ToolButton>
      <ToolButton
        label="Bulleted list"
        view={view}
        pressed={state ? inList(state, nodes.bullet_list as NodeType) : false}
        command={toggleList(nodes.bullet_list as NodeType)}
      />
      <ToolButton
        label="Numbered list"
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
        Link
      </button>
      <ToolButton label="Remove link" view={view} command={removeLink} />
      <button
        type="button"
        className="rt-btn"
        aria-expanded={panel === 'picture'}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onOpen('picture')}
      >
        Picture
      </button>
      {inTable ? (
        <>
          <ToolButton label="Add row" view={view} command={addRowAfter} />
          <ToolButton label="Add column" view={view} command={addColumnAfter} />
          <ToolButton label="Delete row" view={view} command={deleteRow} />
          <ToolButton label="Delete column" view={view} command={deleteColumn} />
          <ToolButton label="Delete table" view={view} command={deleteTable} />
        </>
      ) : (
        <ToolButton label="Table" view={view} command={insertTable} />
      )}
      <ToolButton label="Undo" view={view} command={undo} />
      <ToolButton label="Redo" view={view} command={redo} />
    </div>
  );
}
