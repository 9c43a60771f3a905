// A call returning a member type of a class template that is a typedef
// (`traits<T>::type`, as libstdc++'s `__promote_2<T, U>::__type`) has a
// type we do not work out: it must not decide overload resolution as if
// it were a class, which made a constexpr host template win over the
// __host__ __device__ function EDG picks.
template <class T> struct traits { typedef double type; };
template <class T> constexpr T grow(T x) { return x; }
__host__ __device__ double grow(double x) { return x * 2; }
template <class T> __host__ __device__ typename traits<T>::type make(T x) { return x; }

__device__ double use(float x) { return grow(make(x)); }
