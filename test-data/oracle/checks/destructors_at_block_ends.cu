// cicc reports a local's destructor at the closing brace of a nested block,
// and at the end of the last statement (the token before the brace) of a
// function body.
void release_handle();
void open_handle();
struct Handle { Handle() { open_handle(); } ~Handle() { release_handle(); } };
__host__ __device__ void scoped(int n) {
  Handle h;
  if (n > 0) {
    Handle inner;
    n = n - 1;
    // a comment before the brace
  }
  int x = n; (void)x;
}
