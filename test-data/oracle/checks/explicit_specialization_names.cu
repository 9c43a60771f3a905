// An explicit specialization written with its arguments is named with
// them by cicc ("bar<int> ", "TS<int> ::fn<int> ") and without them by the
// front end (explicit_specialization_names_front.cu).
void host_fn() {}
template <class T> __host__ __device__ void bar() {}
template <> __host__ __device__ void bar<int>() { host_fn(); }
template <class T> struct TS {
  template <class U> __host__ __device__ void fn() {}
  __host__ __device__ void g();
};
template <> template <> __host__ __device__ void TS<int>::fn<int>() { host_fn(); }
template <> __host__ __device__ void TS<long>::g() { host_fn(); }
template <class T> __host__ __device__ void TS<T>::g() { }
