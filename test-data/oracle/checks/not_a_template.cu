// A name nobody declared, used with template arguments (the texture
// references CUDA 12 removed): "X is not a template" at namespace and class
// scope, one per declaration, and the declaration goes on with
// <error-type>; at block scope it is an expression.
tex_ref<float, 1> t1;
static tex_ref<int> t2, *t3;
const tex_ref<int> t4 = 3;
extern tex_ref<1> t5;
tex_ref<int>::type t6;
tex_ref<int> make(int);
struct Holder {
  tex_ref<float> m;
  static tex_ref<float> n;
  tex_ref<float> *p;
  int q;
};
void f() {
  tex_ref<int> local;
  local = 1;
}
__global__ void k(float *out, int i) {
  // a variable of <error-type> converts to anything
  float v = t1 + i;
  out[i] = v;
}
