import { lazy } from 'react';
import type { DocSection } from './DocSection';

const req = (name: string, type: string, description: string) => ({ name, type, required: true, description });
const opt = (name: string, type: string, description: string) => ({ name, type, required: false, description });

/** The sections of /components, in the order the page shows them. Props tables follow the SDK's TypeScript types. */
export const docSections: DocSection[] = [
  {
    id: 'data-table',
    title: 'DataTable',
    summary:
      'A dense table on @blueprintjs/table for every list screen. It does not sort or page by itself: it shows the rows it is given, asks for another sort through onSortChange when a sortable header is clicked, and asks for another page through paging. It also offers a column chooser, row selection with bulk actions, and its own loading, empty and error states. On a real screen, useResourceList (or ResourceTable) sends the sort, filters and page to the server and keeps them in the URL.',
    importLine: "import { DataTable, type DataColumn } from '@portolan/sdk';",
    keywords: 'table list grid sort paging columns selection bulk csv',
    exampleCaption: 'Example data: twelve made-up shipments kept in memory. Here the page sorts, filters and pages them in the browser; a real list asks the server.',
    Example: lazy(() => import('./examples/DataTableExample')),
    tables: [
      {
        caption: 'DataTable props',
        rows: [
          req('label', 'string', 'The accessible name of the table region.'),
          req('columns', 'DataColumn<T>[]', 'The columns: id, title, render(row); sortField makes a header sortable; width (default 140), defaultVisible, csv.'),
          req('rows', 'T[] (T has _id: string)', 'The rows of the current page.'),
          opt('loading', 'boolean', 'A load is under way (cells show as loading).'),
          opt('error', 'string', 'The text of a failed load; shown instead of the table.'),
          opt('onRetry', '() => void', 'Offered as Retry beside the error.'),
          opt('sort', 'DataTableSort ({ field, dir })', 'The sort in force; its header shows the direction.'),
          opt('onSortChange', '(sort: DataTableSort) => void', 'A sortable header was clicked (asc first, then desc).'),
          opt('visibleColumns', 'string[]', 'Ids of the columns shown; default: those with defaultVisible !== false.'),
          opt('onVisibleColumnsChange', '(ids: string[]) => void', 'Turns on the Columns chooser.'),
          opt('selected', 'string[]', 'Ids of the selected rows.'),
          opt('onSelectionChange', '(ids: string[]) => void', 'Turns on the checkbox column.'),
          opt('bulkActions', '(ids: string[]) => ReactNode', 'Shown in the toolbar while rows are selected.'),
          opt('toolbar', 'ReactNode', 'Left part of the toolbar: search, filters, create buttons.'),
          opt('paging', 'DataTablePaging', 'count, countIsExact, offset, hasPrev, hasNext, onFirst, onPrev, onNext.'),
          opt('emptyText', 'string', "Title shown when there are no rows (default 'Nothing matches')."),
          opt('height', 'number', 'Pixels (default 420).'),
        ],
      },
    ],
    code: `const columns: DataColumn<Shipment>[] = [
  { id: 'reference', title: 'Reference', sortField: 'reference', render: (s) => s.reference },
  { id: 'teu', title: 'TEU', sortField: 'teu', width: 80, render: (s) => s.teu },
];

<DataTable
  label="Shipments"
  columns={columns}
  rows={list.rows}
  sort={sort}
  onSortChange={setSort}
  paging={{ count, offset, hasPrev, hasNext, onPrev, onNext }}
/>`,
  },
  {
    id: 'filter-bar',
    title: 'FilterBar',
    summary:
      'A dense row of labelled filters for a list screen: a choice (select), a text (committed on Enter or when the field loses focus, with optional suggestions and upper-casing) or a date (optionally one end of a range). It holds no state of its own beyond what is being typed: the values come in through values and every change goes out through onChange, usually into the URL with useUrlQuery.',
    importLine: "import { FilterBar, type FilterDef } from '@portolan/sdk';",
    keywords: 'filters select date text query url',
    exampleCaption: 'Example filters: the values live in this page only; below them, the query a list would send.',
    Example: lazy(() => import('./examples/FilterBarExample')),
    tables: [
      {
        caption: 'FilterBar props',
        rows: [
          req('filters', 'FilterDef[]', "Each filter: id, label, kind ('select' with options and anyLabel; 'text' with placeholder, width, suggestions, upperCase; 'date' with bound 'from' | 'to'), and field when the server's field differs from id."),
          req('values', 'Record<string, string | undefined>', 'The current values by filter id.'),
          req('onChange', '(id: string, value: string) => void', "One filter changed ('' clears it)."),
          opt('onClear', '() => void', 'Shows a Clear filters button (disabled while nothing is set).'),
        ],
      },
    ],
    code: `const filters: FilterDef[] = [
  { id: 'mode', label: 'Mode', kind: 'select', options: [{ value: 'FCL', label: 'FCL' }] },
  { id: 'pol', label: 'Origin', kind: 'text', upperCase: true },
];

<FilterBar filters={filters} values={query.filters} onChange={query.setFilter} onClear={query.clearFilters} />`,
  },
  {
    id: 'search-box',
    title: 'SearchBox',
    summary:
      'A search field that runs the search on Enter (not on every key), clears with its cross button, and remembers the signed-in user\'s last five searches, offered in a menu when the field has focus. Signed out, it searches without keeping a history.',
    importLine: "import { SearchBox } from '@portolan/sdk';",
    keywords: 'search history find query',
    exampleCaption: 'Example: the search runs in this page only; nothing is sent.',
    Example: lazy(() => import('./examples/SearchBoxExample')),
    tables: [
      {
        caption: 'SearchBox props',
        rows: [
          req('value', 'string', 'The search in force (e.g. from the URL).'),
          req('onSearch', '(text: string) => void', "Called with the trimmed text on Enter or on a history pick, and with '' on clear."),
          opt('placeholder', 'string', "Default 'Search…'."),
          opt('label', 'string', "The accessible name (default 'Search')."),
          opt('width', 'number', 'Pixels (default 260).'),
        ],
      },
    ],
    code: `<SearchBox value={query.search} onSearch={query.setSearch} label="Search shipments" />`,
  },
  {
    id: 'load-states',
    title: 'LoadStates',
    summary:
      "The loading, empty and error states of anything a screen loads. An error shows the server's message with Retry; a first load shows a spinner; nothing loaded shows the empty text; otherwise its children, which stay on screen while a reload runs.",
    importLine: "import { LoadStates } from '@portolan/sdk';",
    keywords: 'loading empty error spinner retry states',
    exampleCaption: 'Example: choose a state; the list below it is example data. Retry after the error loads the list again.',
    Example: lazy(() => import('./examples/LoadStatesExample')),
    tables: [
      {
        caption: 'LoadStates props',
        rows: [
          req('isFetching', 'boolean', 'A load is under way.'),
          req('empty', 'boolean', 'Nothing to show (no rows, no record).'),
          req('emptyText', 'string', "What empty means here, e.g. 'No documents yet'."),
          req('children', 'ReactNode', 'What shows once loaded and not empty.'),
          opt('error', 'string', "The failed load's text (the server's message, 'Server Error' or 'Network Error')."),
          opt('emptyDescription', 'ReactNode', 'A second line under the empty title.'),
          opt('onRetry', '() => void', 'Loads again; offered beside the error.'),
          opt('errorTitle', 'string', "Default 'Could not load'."),
        ],
      },
    ],
    code: `<LoadStates isFetching={state.isFetching} error={state.error} empty={!state.data?.length} emptyText="No documents yet" onRetry={reload}>
  <DocumentList documents={state.data} />
</LoadStates>`,
  },
  {
    id: 'forms',
    title: 'useForm and FormField',
    summary:
      "The form pattern: useForm keeps the values as typed, runs the client checks (which mirror the server's schema) after the first submit, and places the server's 400 beside the field it names; any other failure (409, 500, network) becomes formError. FormField is the labelled Blueprint FormGroup that shows a field's error, announced and linked to the input.",
    importLine: "import { useForm, FormField } from '@portolan/sdk';",
    keywords: 'form validation field error submit 400 useForm FormField FormDialog',
    exampleCaption: 'Example: no request is sent. Submit answers in the browser; the reference TAKEN-1 is answered with a 400 naming the field, to show where a server error appears.',
    Example: lazy(() => import('./examples/FormExample')),
    tables: [
      {
        caption: 'useForm options',
        rows: [
          req('initial', 'V (Record<string, string>)', 'The starting values, as text.'),
          req('submit', '(values: V) => Promise<ApiResult<unknown>>', 'Sends the values; not called while a client check fails.'),
          opt('validate', '(values: V) => FieldErrors', 'Client checks: a message per wrong field.'),
          opt('onSuccess', '(result: ApiResult<unknown>) => void', 'Called after a successful submit.'),
        ],
      },
      {
        caption: 'FormField props',
        rows: [
          req('form', 'FormState (errors, idOf)', 'The form from useForm.'),
          req('name', 'string', "The field's name in the form's values."),
          req('label', 'string', 'The visible label.'),
          req('children', 'ReactNode', 'The input, spread with form.input(name).'),
          opt('help', 'ReactNode', 'Shown under the field while it has no error.'),
          opt('required', 'boolean', 'Adds "(required)" to the label.'),
        ],
      },
    ],
    code: `const form = useForm({
  initial: { reference: '' },
  validate: (v) => ({ reference: v.reference ? undefined : 'Enter a reference' }),
  submit: (v) => store.create(v),
});

<form onSubmit={form.onSubmit}>
  <FormField form={form} name="reference" label="Reference" required>
    <InputGroup {...form.input('reference')} />
  </FormField>
</form>`,
  },
  {
    id: 'bar-chart',
    title: 'BarChart',
    summary:
      'Vertical bars with a value axis and an optional dashed reference line (a volume against a commitment). Drawn in SVG with visx as one image named by a summary, with its numbers in a visually hidden table; it loads as its own chunk the first time a screen draws it.',
    importLine: "import { BarChart } from '@portolan/sdk';",
    keywords: 'chart bars volume reference commitment visx',
    exampleCaption: 'Example data: made-up monthly volumes against a made-up commitment.',
    Example: lazy(() => import('./examples/BarChartExample')),
    tables: [
      {
        caption: 'BarChart props',
        rows: [
          req('title', 'string', "The data table's caption and the start of the default summary."),
          req('bars', 'BarDatum[] ({ label, value, color? })', 'One bar each; value is a number or a decimal string.'),
          opt('summary', 'string', 'The accessible name; by default the title, the number of bars, the highest and the reference.'),
          opt('reference', '{ value: ChartValue; label: string }', 'A level drawn as a dashed line across.'),
          opt('format', '(value: ChartValue) => string', 'Writes values in the table, the summary and the axis.'),
          opt('tickFormat', '(value: ChartValue) => string', 'Shorter axis ticks (e.g. compactFormat).'),
          opt('labels', '{ x?: string; value?: string }', "Column names of the data table (default 'Category', 'Value')."),
          opt('width', 'number', 'Pixels (default 560).'),
          opt('height', 'number', 'Pixels (default 200).'),
        ],
      },
    ],
    code: `<BarChart
  title="TEU shipped per month"
  bars={[{ label: 'Jul', value: 42 }, { label: 'Aug', value: 57 }]}
  reference={{ value: 50, label: 'Commitment' }}
  labels={{ x: 'Month', value: 'TEU' }}
/>`,
  },
  {
    id: 'line-chart',
    title: 'LineChart',
    summary:
      'Lines over an ordered x, one per series, with an optional low–high band (a market range). Like every SDK chart it is one SVG image with a summary and a hidden data table; onSelect makes its points clickable.',
    importLine: "import { LineChart } from '@portolan/sdk';",
    keywords: 'chart line trend band rates visx',
    exampleCaption: 'Example data: made-up weekly rates for one lane, with a made-up market range.',
    Example: lazy(() => import('./examples/LineChartExample')),
    tables: [
      {
        caption: 'LineChart props',
        rows: [
          req('title', 'string', "The data table's caption and the start of the default summary."),
          req('series', 'LineSeries[] ({ key, label, color?, format? })', 'One line per series.'),
          req('points', 'LinePoint[] ({ label, values, low?, high? })', 'The x positions in order, with a value per series key.'),
          opt('summary', 'string', 'The accessible name; by default built from the data.'),
          opt('band', '{ label: string }', 'Draws each point\'s low–high as a band.'),
          opt('format', '(value: ChartValue) => string', 'Writes values in the table and the summary.'),
          opt('tickFormat', '(value: ChartValue) => string', 'Shorter axis ticks.'),
          opt('labels', '{ x?: string }', 'Name of the x column in the data table.'),
          opt('width', 'number', 'Pixels (default 560).'),
          opt('height', 'number', 'Pixels (default 220).'),
          opt('onSelect', '(index: number, key: string) => void', 'A click on a point.'),
        ],
      },
    ],
    code: `<LineChart
  title="Rate per FEU, INNSA to NLRTM"
  series={[{ key: 'rate', label: 'Our rate' }]}
  points={weeks.map((w) => ({ label: w.week, values: { rate: w.rate }, low: w.low, high: w.high }))}
  band={{ label: 'Market range' }}
/>`,
  },
  {
    id: 'h-bar-chart',
    title: 'HBarChart',
    summary:
      'A ranking: one horizontal bar per category, labels on the left, for one or more series side by side or stacked. It is SeriesBarChart with the orientation fixed to horizontal; its height grows with the number of categories.',
    importLine: "import { HBarChart } from '@portolan/sdk';",
    keywords: 'chart ranking horizontal bars carriers stacked visx',
    exampleCaption: 'Example data: made-up bookings per carrier, on time and late.',
    Example: lazy(() => import('./examples/HBarChartExample')),
    tables: [
      {
        caption: 'HBarChart props',
        rows: [
          req('title', 'string', "The data table's caption and the start of the default summary."),
          req('series', 'BarSeries[] ({ key, label, color?, format? })', 'The measures.'),
          req('categories', 'BarCategory[] ({ label, values })', 'One row per category, a value per series key (null draws nothing).'),
          opt('stacked', 'boolean', 'Parts of one bar rather than bars side by side.'),
          opt('summary', 'string', 'The accessible name; by default built from the data.'),
          opt('format', '(value: ChartValue) => string', 'Writes values in the table and the summary.'),
          opt('tickFormat', '(value: ChartValue) => string', 'Shorter axis ticks.'),
          opt('labels', '{ x?: string }', 'Name of the category column in the data table.'),
          opt('width', 'number', 'Pixels.'),
          opt('height', 'number', 'Pixels (default 24 per category).'),
          opt('onSelect', '(index: number, key: string) => void', 'A click on a bar or part of one.'),
        ],
      },
    ],
    code: `<HBarChart
  title="Bookings per carrier"
  series={[{ key: 'onTime', label: 'On time' }, { key: 'late', label: 'Late' }]}
  categories={[{ label: 'Maersk', values: { onTime: 31, late: 4 } }]}
  stacked
/>`,
  },
  {
    id: 'port-picker',
    title: 'PortPicker',
    summary:
      'A place field: a combobox that asks the place autocomplete (GET /api/system/lookup/places, the lookups plugin) as the user types, debounced, and lists code, name, country and kind (a seaport, or an inland place with its nearest port). Arrow keys move, Enter picks, Escape closes; a failed lookup shows Server Error in the list. In a useForm form use PortPickerField.',
    importLine: "import { PortPicker } from '@portolan/sdk';",
    keywords: 'port place locode unlocode autocomplete combobox lookup',
    exampleCaption: 'Live: the suggestions come from the lookups API, which needs a signed-in user.',
    Example: lazy(() => import('./examples/PortPickerExample')),
    tables: [
      {
        caption: 'PortPicker props',
        rows: [
          req('id', 'string', "The input's id (the label points at it)."),
          req('label', 'string', 'The visible label.'),
          req('value', 'string', "The chosen UN/LOCODE, or ''."),
          req('onChange', '(code: string, place?: PlaceSuggestion) => void', "A pick gives the code and the place; clearing gives ''."),
          opt('kind', "'PORT' | 'ANY'", "'PORT': seaports only; 'ANY' (default): seaports and inland places."),
          opt('placeholder', 'string', "Default 'Code or name, e.g. INNSA'."),
          opt('intent', 'Intent', 'Blueprint intent of the field (e.g. danger for an error).'),
          opt('disabled', 'boolean', 'Disables the field.'),
          opt('helperText', 'ReactNode', "Below the field: a hint, or the server's 400 for it."),
        ],
      },
    ],
    code: `const [pol, setPol] = useState('');

<PortPicker id="pol" label="Port of loading" kind="PORT" value={pol} onChange={(code) => setPol(code)} />`,
  },
  {
    id: 'file-drop-zone',
    title: 'FileDropZone',
    summary:
      'A dashed zone that takes one dropped file, with a file input to choose it by keyboard or mouse instead. Pair it with useFileChoice, which checks a chosen file at once (type, size) and keeps the problem to show under the zone.',
    importLine: "import { FileDropZone, useFileChoice } from '@portolan/sdk';",
    keywords: 'file upload drop drag input csv xlsx',
    exampleCaption: 'Example: the file stays in your browser; nothing is uploaded.',
    Example: lazy(() => import('./examples/FileDropZoneExample')),
    tables: [
      {
        caption: 'FileDropZone props',
        rows: [
          req('onChoose', '(file: File | undefined) => void', 'A file was dropped or chosen (undefined when cleared).'),
          req('prompt', 'string', 'The line above the input.'),
          req('placeholder', 'string', "The input's text while no file is chosen."),
          req('inputLabel', 'string', "The input's accessible name."),
          req('accept', 'string', 'The accept list of the file input.'),
          opt('file', 'File', 'The file chosen so far (its name shows in the input).'),
          opt('data-testid', 'string', 'A test id on the zone.'),
          opt('style', 'CSSProperties', "Merged into the zone's style."),
        ],
      },
    ],
    code: `const choice = useFileChoice((f) => (f.name.endsWith('.csv') ? undefined : 'Choose a .csv file'), 'Choose a file');

<FileDropZone file={choice.file} onChoose={choice.choose} prompt="Drop a rate sheet here, or choose it:" placeholder="No file chosen" inputLabel="Rate sheet" accept=".csv" />`,
  },
  {
    id: 'composer',
    title: 'ComposerStore and ComposerEditor',
    summary:
      "The composer engine behind the page and document-template composers. ComposerStore (MobX) holds a tree of components with undo and redo, the selection and the last refusal's reason; every change goes through pure tree functions. ComposerEditor draws the toolbar, a palette of your blocks (click or drag one in), the component tree, the canvas drawn by your renderNode, and the property panel of the selected component. Give the store a storageKey to keep the layout in browser storage.",
    importLine: "import { ComposerStore, ComposerEditor, emptyComposerTree, type ComposerBlockDefinition } from '@portolan/sdk';",
    keywords: 'composer editor page template blocks palette tree canvas drag drop undo',
    exampleCaption: 'Example: a composer with two blocks (Section and Text) kept in memory only (no storage key); reloading the page starts again.',
    Example: lazy(() => import('./examples/ComposerExample')),
    tables: [
      {
        caption: 'ComposerEditor props',
        rows: [
          req('store', 'ComposerStore', 'The tree, history and selection.'),
          req('blocks', 'ComposerBlockDefinition[]', 'The palette: type, label, icon, group, container?, defaults?, properties, description?.'),
          req('renderNode', '(node: ComposerNode, children: ReactNode[]) => ReactNode', 'Draws a node on the canvas from its already drawn children.'),
          req('label', 'string', 'The accessible name of the whole editor.'),
          opt('toolbar', 'ReactNode', 'Extra toolbar content (save, publish).'),
          opt('aside', 'ReactNode', 'Shown beside the property panel (a live preview).'),
          opt('canvasClassName', 'string', "The canvas's look (a page width, a paper sheet)."),
        ],
      },
      {
        caption: 'new ComposerStore(initial, options) — options',
        rows: [
          opt('rules', 'ComposerRules', "Which types hold children (default: the root, 'row', 'column' and 'section')."),
          opt('storageKey', 'string', 'Keeps the layout in localStorage under this key and starts from it when well formed.'),
          opt('newId', '() => string', 'New node ids (default crypto.randomUUID).'),
        ],
      },
    ],
    code: `const [store] = useState(() => new ComposerStore(emptyComposerTree('Welcome page')));

<ComposerEditor
  store={store}
  blocks={blocks}
  label="Welcome page composer"
  renderNode={(node, children) => (node.type === 'text' ? <p>{node.value || node.title}</p> : <section>{children}</section>)}
/>`,
  },
];
