// Overload resolution ties as EDG breaks them: a function that is no
// template beats a template specialization with the same conversions; a
// functional cast to a builtin type (`float(n)`) has that type; an
// argument of <error-type> (an undeclared type name) matches every
// candidate, so a call with more than one is ambiguous and left unchecked.
template <class T> constexpr T twice(T x) { return x + x; }
__host__ __device__ float twice(float x) { return 2 * x; }

__host__ __device__ float half(float x) { return x / 2; }
constexpr double half(double x) { return x / 2; }

__global__ void k(float *p, int n)
{
    p[0] = twice(p[1]);
    p[1] = twice(float(n));
    fp x = p[2];
    p[2] = half(x);
    p[3] = half(2.0);
}
