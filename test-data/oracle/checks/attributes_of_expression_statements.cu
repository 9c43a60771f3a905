// GNU attributes before a variable's name at block scope start an
// expression statement, not a declaration: EDG says each attribute it
// knows does not apply here (#1835), CUDA's by their keyword, others by
// the name written, and skips those it does not know.

__global__ void kernel(int v, int *out) {
    __attribute__((shared)) v;
    __attribute__((unused)) v + 1;
    __attribute__((noinline, cold)) v * 2;
    __attribute__((__unused__)) v = 2;
    __attribute__((aligned(8))) v;
    __attribute__((not_an_attribute)) v;
    __attribute__((shared)) v w;
    out[0] = v;
}

__global__ void after_an_undefined_name(int *out) {
    Quad *q;
    __attribute__((shared)) Quad tile[64];
    out[0] = tile[0];
}
