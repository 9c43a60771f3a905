// A name nothing declares, used in an expression, is entered by EDG in the
// innermost block as an erroneous variable: it is not reported again in
// that block, and `T x;` below it is an expression statement ("expected a
// ";"), whose `x` stays undeclared. A name first met as the type of a
// declaration is not entered, and is reported again.

__global__ void products(int *out) {
    Vec* a;
    Vec* b;
    Vec c;
    Vec d = 1;
    out[0] = c;
}

__global__ void declarations_first(int *out) {
    real x = 1;
    real y;
    real *z;
    real w;
    out[0] = x;
}

__global__ void inner_blocks(int *out) {
    {
        Pair *p;
    }
    Pair q;
    Pair *r;
    Pair s;
    out[0] = q;
}

__global__ void calls(int *out) {
    reduce(out);
    reduce total;
    out[0] = total;
}

template <class T>
__global__ void in_templates(T *out) {
    combine(out);
    combine result;
}
