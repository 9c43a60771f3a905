// A type name nobody declared (a typedef from a header that was not
// included): EDG reports the name once per declaration and goes on with
// it as a type, in parameters, block-scope and namespace-scope
// declarations; `fp *x3;` at block scope is a product of two unknown names.
__device__ void kern(fp timeinst,
                     fp* d_init,
                     fp *d_fin,
                     int off,
                     fp* d_params) {
    int a;
    fp x1;
    fp x2 = 1;
    fp *x3;
    x1 = d_init[0];
    a = 3;
    d_fin[a] = x1 + timeinst;
}
fp global_v;
