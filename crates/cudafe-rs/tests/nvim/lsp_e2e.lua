-- Drives `cudafe-rs serve` from Neovim's own LSP client (the API of
-- Neovim 0.7, Debian 12's), configured by the README's snippet (the
-- init file): opens a .cu file, waits for the diagnostics, applies the
-- quick fix that adds __device__, edits the buffer twice and records how
-- the diagnostics change.
-- Inputs come from the environment; every line of the result goes to
-- $RESULT, and the script quits with an error status on failure.

local file = vim.env.CUDA_FILE
local result = io.open(vim.env.RESULT, 'w')
local timeout = 60000
if vim.env.LSP_DEBUG then vim.lsp.set_log_level('debug') end

local function log(line)
  result:write(line .. '\n')
  result:flush()
end

local function diagnostics(buf)
  local lines = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    table.insert(lines, string.format('%d:%d %s', d.lnum + 1, d.col + 1, d.message))
  end
  table.sort(lines)
  return table.concat(lines, '\n')
end

-- count the publications, to wait for the next one
local published = 0
local default_handler = vim.lsp.handlers['textDocument/publishDiagnostics']
vim.lsp.handlers['textDocument/publishDiagnostics'] = function(err, result, ctx, config)
  published = published + 1
  return default_handler(err, result, ctx, config)
end

local function main()
  -- the README's snippet (loaded as init.lua) starts the client and
  -- attaches the buffer when its filetype is set
  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  local buf = vim.api.nvim_get_current_buf()
  assert(vim.bo[buf].filetype == 'cuda', 'filetype: ' .. vim.bo[buf].filetype)
  local attached = vim.wait(timeout, function() return next(vim.lsp.buf_get_clients(buf)) ~= nil end, 20)
  assert(attached, 'the README snippet attached no client')
  local client_id = next(vim.lsp.buf_get_clients(buf))

  -- the diagnostics of the next publication after `seen` of them
  local function wait_next(seen, what)
    local ok = vim.wait(timeout, function() return published > seen end, 20)
    assert(ok, 'no diagnostics published after ' .. what)
    local current = diagnostics(buf)
    log('== ' .. what)
    log(current == '' and '(none)' or current)
    return published
  end

  -- the server initializes asynchronously: the buffer is sent once it has
  local seen = wait_next(0, 'opened')
  -- the quick fix for the call on line 4: the preferred action that adds
  -- __device__
  local params = vim.lsp.util.make_range_params()
  params.range = { start = { line = 3, character = 0 }, ['end'] = { line = 3, character = 0 } }
  params.context = { diagnostics = vim.lsp.diagnostic.get_line_diagnostics(buf, 3) }
  local responses = vim.lsp.buf_request_sync(buf, 'textDocument/codeAction', params, timeout)
  local chosen
  for _, response in pairs(responses or {}) do
    for _, action in ipairs(response.result or {}) do
      log('action ' .. action.title .. (action.isPreferred and ' (preferred)' or ''))
      if action.isPreferred and action.title:find('__device__', 1, true) and not chosen then
        chosen = action
      end
    end
  end
  assert(chosen, 'no quick fix that adds __device__')
  vim.lsp.util.apply_workspace_edit(chosen.edit, vim.lsp.get_client_by_id(client_id).offset_encoding)
  log('line 1: ' .. vim.api.nvim_buf_get_lines(buf, 0, 1, false)[1])
  seen = wait_next(seen, 'quick fix applied')
  -- line 4 becomes a kernel call without a launch configuration
  vim.api.nvim_buf_set_lines(buf, 3, 4, false, { '  kernel(out);' })
  seen = wait_next(seen, 'edited')
  -- the fix: a call of a device function
  vim.api.nvim_buf_set_text(buf, 3, 2, 3, 14, { 'out[0] = twice(1);' })
  seen = wait_next(seen, 'fixed')

  local client = vim.lsp.get_client_by_id(client_id)
  log('encoding ' .. tostring(client.offset_encoding))
  vim.lsp.stop_client(client_id)
  vim.wait(5000, function() return vim.lsp.get_client_by_id(client_id) == nil end, 20)
end

local ok, err = pcall(main)
if not ok then
  log('FAIL: ' .. tostring(err))
  result:close()
  vim.cmd('cquit 1')
else
  log('done')
  result:close()
  vim.cmd('qall!')
end
