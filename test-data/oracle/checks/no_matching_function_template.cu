// A call that no function template matches: "no instance of overloaded
// function" (several candidates) or "no instance of function template"
// (one), with the argument types and a note per candidate, the last
// declared first (#3322: parameter count, #3327: deduction).
typedef unsigned long long handle_t;
missing<int> bad;
float *fp;

template <class T> void fetch(T *ptr, handle_t h, int x);
template <class T> T fetch(handle_t h, int x);

namespace ns {
template <class T, class U> U pick(T *, handle_t);
template <class T> void pick(T *, const T &x, int);
}

template <class T> void one(T);
template <class T> struct Box {};
template <class T> void boxed(Box<T>, int);
template <class T> void by_ref(const T &, int);
template <class T> void by_value(T, int);

template <class T> void t3(T *, int);
template <class T> void t3(int, T *);
template <class T> void t3(T *);

__global__ void kernel(float *out, int i) {
  fetch(bad, i);          // <error-type> deduces no T *; T is in no parameter
  fetch<float>(bad, i);   // explicit: <error-type> converts
  ns::pick(out[0], 1);
  one(1, 2);
  boxed(bad, 1);
  by_ref(bad, 1);         // T deduces from anything
  by_value(bad, 1);
  t3(bad, i);
  t3(1, fp);
}

void host(int n) {
  one(n, n);
  t3(fp, n);
}
